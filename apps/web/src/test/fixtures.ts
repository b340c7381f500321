import type { Session, User } from '@coursewise/contract';

/** A verified learner with a finished profile; override what a test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    avatarUrl: null,
    role: 'learner',
    emailVerified: true,
    profileComplete: true,
    hasPassword: true,
    emailAnnouncements: true,
    locale: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The `{data: Session}` envelope the sign-in style endpoints answer. */
export function sessionReply(user: User = aUser()): { body: { data: Session } } {
  return { body: { data: { token: 'token-from-server', user } } };
}
