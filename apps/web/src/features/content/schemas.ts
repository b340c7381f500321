import { ContactBody, singleLineTextPattern } from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';
import { emailField } from '../../lib/form-schemas';
import { withMessage } from '../../lib/validation';

const { name, message } = ContactBody.properties;

/** The message's length rule (shown in the page's language by the form). */
export const MESSAGE_LENGTH = 'Write at least 10 characters (at most 5000)';

/** The contact form: the contract's limits, with the optional fields held as (possibly empty) strings. */
export const contactSchema = Type.Object({
  name,
  // The shared e-mail field (minLength 3): an empty address reads "This field is required", as on every
  // other form, instead of "Enter a valid email address".
  email: emailField,
  subject: Type.String({ maxLength: 160, pattern: singleLineTextPattern }),
  message: withMessage(message, MESSAGE_LENGTH),
  website: Type.String({ maxLength: 500 }),
});

export type ContactValues = Static<typeof contactSchema>;
