import { cartKeys, learningKeys, purchaseKeys, wishlistKeys } from '@coursewise/contract/query-keys';
import { paymentRoutes } from '@coursewise/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { notify } from '../lib/event-bus';
import { refreshQueries, setCourseFlags } from './course-flags';

/** POST course/enrol: a free course becomes the learner's (402 for a priced one, 409 once owned). */
export function enrolCourse(courseId: string) {
  return call(paymentRoutes.enrolCourse, { body: { courseId } });
}

/**
 * "Enrol for free": afterwards the course reads as owned everywhere it is cached (its page then offers
 * "Go to course"), a toast says so, and My learning, Purchases and the cart are read again.
 */
export function useEnrolCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolCourse,
    onSuccess: async (enrolment) => {
      setCourseFlags(queryClient, enrolment.courseId, { isPurchased: true, isInCart: false });
      notify.success(`You are enrolled in “${enrolment.title}”`);
      await Promise.all(
        [learningKeys.all, purchaseKeys.all, cartKeys.all, wishlistKeys.all].map((queryKey) =>
          refreshQueries(queryClient, queryKey),
        ),
      );
    },
  });
}
