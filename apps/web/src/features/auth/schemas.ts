import { Type } from '@sinclair/typebox';
import {
  anyPasswordField,
  codeField,
  confirmField,
  emailField,
  newPasswordField,
} from '../../lib/form-schemas';

export const signUpSchema = Type.Object({
  email: emailField,
  password: newPasswordField,
  confirmPassword: confirmField,
});

/** `codeMessage` is what a wrong code reads as, in the page's language. */
export const verifySchema = (codeMessage: string) =>
  Type.Object({
    email: emailField,
    code: codeField(codeMessage),
  });

/** `code` is asked for only while the account is protected after many wrong passwords (checked on submit). */
export const signInSchema = Type.Object({
  email: emailField,
  password: anyPasswordField,
  code: Type.Optional(Type.String()),
});

export const forgotPasswordSchema = Type.Object({ email: emailField });

/** `codeMessage` is what a wrong code reads as, in the page's language. */
export const resetPasswordSchema = (codeMessage: string) =>
  Type.Object({
    email: emailField,
    code: codeField(codeMessage),
    password: newPasswordField,
    confirmPassword: confirmField,
  });
