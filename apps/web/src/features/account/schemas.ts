import { Type } from '@sinclair/typebox';
import { anyPasswordField, confirmField, newPasswordField } from '../../lib/form-schemas';

export const changePasswordSchema = Type.Object({
  currentPassword: anyPasswordField,
  newPassword: newPasswordField,
  confirmPassword: confirmField,
});

// The delete dialog has one field in use: the password, or typing DELETE for accounts without one.
export const deleteWithPasswordSchema = Type.Object({ password: anyPasswordField, confirm: Type.String() });
/** `message` is what anything but DELETE reads as, in the page's language. */
export const deleteWithConfirmSchema = (message: string) =>
  Type.Object({
    password: Type.String(),
    confirm: Type.String({ pattern: '^DELETE$', errorMessage: message }),
  });
