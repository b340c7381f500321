import type { ContactBody } from '@coursewise/contract';
import { contentRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST contactUs/submit: answers 201 `{message}` (empty when the server wrote none: the form thanks the
 * sender itself); 429 when the sender has written too often.
 */
export async function submitContact(body: ContactBody): Promise<string> {
  const { message } = await call(contentRoutes.submitContactMessage, { body });
  return message;
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
