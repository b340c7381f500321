import type { ContactBody } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

const DEFAULT_THANKS = 'Thanks for your message!';

/** POST contactUs/submit: answers 201 `{message}`; 429 when the sender has written too often. */
export async function submitContact(body: ContactBody): Promise<string> {
  const answer = await request('POST', 'contactUs/submit', { body });
  if (
    typeof answer === 'object' &&
    answer !== null &&
    'message' in answer &&
    typeof answer.message === 'string'
  ) {
    return answer.message;
  }
  return DEFAULT_THANKS;
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
