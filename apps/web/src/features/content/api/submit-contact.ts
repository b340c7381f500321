import type { ContactBody } from '@coursewise/contract';
import { contentRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const DEFAULT_THANKS = 'Thanks for your message!';

/** POST contactUs/submit: answers 201 `{message}`; 429 when the sender has written too often. */
export async function submitContact(body: ContactBody): Promise<string> {
  const { message } = await call(contentRoutes.submitContactMessage, { body });
  return message || DEFAULT_THANKS;
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
