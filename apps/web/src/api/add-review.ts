import type { Review, ReviewBody } from '@coursewise/contract';
import { courseKeys } from '@coursewise/contract/query-keys';
import { reviewRoutes } from '@coursewise/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWithMessage } from '../lib/api-client';
import { notify } from '../lib/event-bus';
import { refreshQueries } from './course-flags';

/** POST review/add: purchasers only (403 otherwise); a second review of the same course edits the first. */
export async function addReview(body: ReviewBody): Promise<{ review: Review; message: string }> {
  const { data, message } = await callWithMessage(reviewRoutes.addReview, { body });
  return { review: data, message: message ?? 'Thanks for your review!' };
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: async ({ message }) => {
      notify.success(message);
      // The course's rating, breakdown and reviews change, and so does its place in rated lists.
      await refreshQueries(queryClient, courseKeys.all);
    },
  });
}
