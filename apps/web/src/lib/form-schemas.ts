import { Code, Email, limits, Password, ProfileBody } from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';
import { NAME_CHARACTERS, PASSWORDS_DIFFER, PHONE_INVALID, withMessage } from './validation';

/**
 * Form fields built from the contract's schemas, so the forms refuse exactly what the server refuses,
 * with messages written for people.
 */
export const emailField = Email;
export const newPasswordField = Password;
/** Sign-in and "current password" only need something typed; the server judges it. */
export const anyPasswordField = Type.String({ minLength: 1, maxLength: limits.passwordMax });
export const confirmField = Type.String();

export const codeField = (message: string) => withMessage(Code, message);

// Same limits and expression as the contract's name, checked with the Unicode flag (see validation.ts).
export const nameField = Type.String({
  minLength: 1,
  maxLength: limits.nameMax,
  format: 'person-name',
  errorMessage: NAME_CHARACTERS,
});

export const phoneField = withMessage(ProfileBody.properties.phone, PHONE_INVALID);

// The form always holds a phone string ('' when left empty), so every field is required here.
export const profileFormSchema = Type.Required(
  Type.Object({ firstName: nameField, lastName: nameField, phone: phoneField }),
);
export type ProfileFormValues = Static<typeof profileFormSchema>;

export const PASSWORD_HINT = `${limits.passwordMin} to ${limits.passwordMax} characters. A long phrase is easy to remember.`;
export { PASSWORDS_DIFFER };
