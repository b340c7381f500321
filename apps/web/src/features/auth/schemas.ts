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

export const verifySchema = Type.Object({
  email: emailField,
  code: codeField('Enter the 6-digit code from the email'),
});

/** `code` is asked for only while the account is protected after many wrong passwords (checked on submit). */
export const signInSchema = Type.Object({
  email: emailField,
  password: anyPasswordField,
  code: Type.Optional(Type.String()),
});

export const forgotPasswordSchema = Type.Object({ email: emailField });

export const resetPasswordSchema = Type.Object({
  email: emailField,
  code: codeField('Enter the 6-digit code from the email'),
  password: newPasswordField,
  confirmPassword: confirmField,
});
