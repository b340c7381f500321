import { CloneType, type Static, Type } from '@sinclair/typebox';
import { Envelope, ImageSrcSet } from './common.js';
import { codePattern, limits, namePattern, phonePattern } from './limits.js';
import { Locale } from './locales.js';

export const Role = Type.Union([Type.Literal('learner'), Type.Literal('admin'), Type.Literal('instructor')]);

export const User = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  avatarSrcSet: ImageSrcSet,
  role: Role,
  emailVerified: Type.Boolean(),
  profileComplete: Type.Boolean(),
  hasPassword: Type.Boolean(),
  /** Whether the course announcements of courses the learner owns are mailed to them (default true). */
  emailAnnouncements: Type.Boolean(),
  /** The site language the user chose; null until they choose one (ARCHITECTURE §9 "Languages"). */
  locale: Type.Union([Locale, Type.Null()]),
  createdAt: Type.String(),
});
export type User = Static<typeof User>;

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: limits.emailMax });
export const Password = Type.String({ minLength: limits.passwordMin, maxLength: limits.passwordMax });
export const Code = Type.String({ pattern: codePattern });
const Name = Type.String({ minLength: 1, maxLength: limits.nameMax, pattern: namePattern });
const Phone = Type.String({ maxLength: limits.phoneMax, pattern: phonePattern });

const strict = { additionalProperties: false } as const;

export const SignupBody = Type.Object({ email: Email, password: Password }, strict);
export type SignupBody = Static<typeof SignupBody>;

/** The profile step of sign-up and profile-update share these fields. */
export const ProfileBody = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    phone: Type.Optional(Type.Union([Phone, Type.Literal('')])),
  },
  strict,
);
export type ProfileBody = Static<typeof ProfileBody>;

/**
 * The profile's fields, each optional, the mail preference and the site language (JSON only: a form's
 * fields are text).
 */
export const ProfileUpdateBody = Type.Composite(
  [
    Type.Partial(ProfileBody),
    Type.Object({ emailAnnouncements: Type.Optional(Type.Boolean()), locale: Type.Optional(Locale) }),
  ],
  strict,
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

const AvatarFile = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'JPEG, PNG or WebP, at most 5 MB; stored re-encoded, without metadata',
});
/** The profile fields as multipart/form-data, with an optional `avatar` file. */
export const ProfileForm = Type.Composite(
  [ProfileBody, Type.Object({ avatar: Type.Optional(AvatarFile) })],
  strict,
);
export const ProfileUpdateForm = Type.Composite(
  [Type.Partial(ProfileBody), Type.Object({ avatar: Type.Optional(AvatarFile) })],
  strict,
);

/** `POST user/signup` serves two steps; the token decides which body it reads. */
export const SignupRequest = Type.Union([
  CloneType(SignupBody, { title: 'SignupStart', description: 'Without a token: starts sign-up' }),
  CloneType(ProfileBody, {
    title: 'SignupProfile',
    description: 'With the token from verify-signup: completes the profile',
  }),
]);

export const VerifySignupBody = Type.Object({ email: Email, code: Code }, strict);
export type VerifySignupBody = Static<typeof VerifySignupBody>;

export const ResendCodeBody = Type.Object({ email: Email }, strict);

export const SigninBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: limits.passwordMax }),
    /** The mailed sign-in code, asked for (403 `SIGNIN_CODE_REQUIRED`) while the account is under attack. */
    code: Type.Optional(Code),
  },
  strict,
);
export type SigninBody = Static<typeof SigninBody>;

export const ForgotPasswordBody = Type.Object({ email: Email }, strict);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = Type.Object({ email: Email, code: Code, password: Password }, strict);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: limits.passwordMax }),
    newPassword: Password,
  },
  strict,
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const DeleteAccountBody = Type.Object(
  {
    password: Type.Optional(Type.String({ minLength: 1, maxLength: limits.passwordMax })),
    confirm: Type.Optional(Type.Literal('DELETE')),
  },
  strict,
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** `DELETE user/avatar` needs nothing but the token: its JSON body is `{}`. */
export const RemoveAvatarBody = Type.Object({}, strict);
/** Sign-out takes no fields: the token says which session ends. */
export const SignoutBody = Type.Object({}, strict);

export const SocialAuthBody = Type.Object(
  { provider: Type.Literal('google'), idToken: Type.String({ minLength: 10, maxLength: 8192 }) },
  strict,
);
export type SocialAuthBody = Static<typeof SocialAuthBody>;

export const Session = Type.Object({ token: Type.String(), user: User });
export type Session = Static<typeof Session>;

export const SessionResponse = Envelope(Session);
export const UserResponse = Envelope(User);
export const TokenResponse = Envelope(Type.Object({ token: Type.String() }));
export const SignupStarted = Envelope(
  Type.Object({ email: Type.String(), verificationRequired: Type.Boolean() }),
);
