import type { Generated } from 'kysely';

/**
 * Table types as the application sees them (camelCase; CamelCasePlugin maps to snake_case).
 * Flags are 0/1 integers and timestamps ISO-8601 strings on both engines (docs/decisions.md).
 */
export interface UsersTable {
  id: string;
  email: string;
  emailNormalized: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  avatarKey: string | null;
  role: 'learner' | 'admin';
  emailVerified: number;
  profileComplete: number;
  tokenVersion: Generated<number>;
  googleSub: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VerificationCodesTable {
  id: string;
  userId: string;
  purpose: 'signup' | 'reset';
  codeHash: string;
  expiresAt: string;
  attempts: Generated<number>;
  createdAt: string;
}

export interface OutboxEmailsTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  verificationCodes: VerificationCodesTable;
  outboxEmails: OutboxEmailsTable;
}
