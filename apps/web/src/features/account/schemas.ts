import { Type } from '@sinclair/typebox';
import { anyPasswordField, confirmField, newPasswordField } from '../../lib/form-schemas';

export const changePasswordSchema = Type.Object({
  currentPassword: anyPasswordField,
  newPassword: newPasswordField,
  confirmPassword: confirmField,
});

// The delete dialog has one field in use: the password, or typing DELETE for accounts without one.
export const deleteWithPasswordSchema = Type.Object({ password: anyPasswordField, confirm: Type.String() });
export const deleteWithConfirmSchema = Type.Object({
  password: Type.String(),
  confirm: Type.String({ pattern: '^DELETE$', errorMessage: 'Type DELETE in capital letters to confirm' }),
});
