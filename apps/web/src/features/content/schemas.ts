import { ContactBody } from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';
import { withMessage } from '../../lib/validation';

const { name, email, message } = ContactBody.properties;

/** The contact form: the contract's limits, with the optional fields held as (possibly empty) strings. */
export const contactSchema = Type.Object({
  name,
  email,
  subject: Type.String({ maxLength: 160 }),
  message: withMessage(message, 'Write at least 10 characters (at most 5000)'),
  website: Type.String({ maxLength: 500 }),
});

export type ContactValues = Static<typeof contactSchema>;
