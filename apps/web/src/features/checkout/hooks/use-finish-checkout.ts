import {
  cartKeys,
  courseKeys,
  learningKeys,
  paymentKeys,
  purchaseKeys,
} from '@coursewise/contract/query-keys';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { refreshQueries } from '../../../api/course-flags';

/** The page that confirms a paid order: its receipt number, amount and "Start learning". */
export const confirmationPath = (paymentId: string): string =>
  `/checkout/complete/${encodeURIComponent(paymentId)}`;

/**
 * Once courses became the learner's (paid, or enrolled by a free checkout): the cart, course flags
 * ("You own this course"), purchases and "My learning" are out of date, so they are fetched again.
 * Inactive queries are dropped at once, so "My learning" loads fresh when it opens next.
 */
export function refreshOwnedCourses(queryClient: QueryClient): void {
  for (const queryKey of [
    cartKeys.all,
    courseKeys.all,
    purchaseKeys.all,
    paymentKeys.all,
    learningKeys.all,
  ]) {
    void refreshQueries(queryClient, queryKey);
  }
}

/**
 * After a successful payment: what depends on owning the courses is fetched again; then the learner
 * sees the confirmation page (the page itself says it worked, so no toast).
 */
export function useFinishCheckout(): (paymentId: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (paymentId: string) => {
      refreshOwnedCourses(queryClient);
      void navigate(confirmationPath(paymentId));
    },
    [queryClient, navigate],
  );
}
