import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-client';
import { notify } from '../lib/event-bus';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Set when the caller shows the error itself, so no toast is raised for it. */
      silentError?: boolean;
    };
  }
}

/** Spec §9: no refetch on window focus or on mount, no retries; failed mutations raise an error toast. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silentError) notify.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnMount: false, retry: 0 },
      mutations: { retry: 0 },
    },
  });
}
