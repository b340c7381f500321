import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { refreshQueries } from '../../../api/course-flags';
import { cartKeys, courseKeys, learningKeys, paymentKeys, purchaseKeys } from '../../../api/query-keys';
import { notify } from '../../../lib/event-bus';

export const PAID_MESSAGE = 'Payment received — your courses are in My learning';

/**
 * After a successful payment: the cart, course flags ("You own this course"), purchases and "My
 * learning" are out of date, so they are fetched again; then the learner goes to their courses.
 */
export function useFinishCheckout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // Inactive queries are dropped at once, so "My learning" loads fresh when it opens next.
    for (const queryKey of [
      cartKeys.all,
      courseKeys.all,
      purchaseKeys.all,
      paymentKeys.all,
      learningKeys.all,
    ]) {
      void refreshQueries(queryClient, queryKey);
    }
    notify.success(PAID_MESSAGE);
    void navigate('/my-learning');
  }, [queryClient, navigate]);
}
