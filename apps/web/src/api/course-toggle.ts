import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../lib/event-bus';
import { type CourseFlags, refreshQueries, setCourseFlags } from './course-flags';

interface CourseToggleConfig<Answer> {
  /** Calls the operation that adds the course, or removes it when it is there already. */
  send: (courseId: string) => Promise<Answer>;
  /** The new state, as the answer tells it (`inCart`, `wishlisted`). */
  isOn: (answer: Answer) => boolean;
  /** The course flag that state is cached as. */
  flag: keyof Pick<CourseFlags, 'isInCart' | 'isWishlisted'>;
  messages: { added: string; removed: string };
  /** The lists fetched again afterwards. */
  refresh: readonly QueryKey[];
}

export interface CourseToggleOptions {
  /** No toast: the caller tells the story itself (e.g. "Buy now", "Moved to your cart"). */
  isQuiet?: boolean;
}

/**
 * The fetcher and mutation hook of an add-or-remove endpoint (cart, wishlist): afterwards the course's
 * flag is patched in every cached list and page, a toast says what happened and the lists refresh.
 */
export function createCourseToggle<Answer>(config: CourseToggleConfig<Answer>) {
  const { send, isOn: readState, flag, messages, refresh } = config;

  function useToggle({ isQuiet = false }: CourseToggleOptions = {}) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: send,
      onSuccess: async (result, courseId) => {
        const isOn = readState(result);
        setCourseFlags(queryClient, courseId, { [flag]: isOn });
        if (!isQuiet) notify.success(isOn ? messages.added : messages.removed);
        await Promise.all(refresh.map((queryKey) => refreshQueries(queryClient, queryKey)));
      },
    });
  }

  return { toggle: send, useToggle };
}
