import type { DiscussionListQuery } from '@coursewise/contract';
import { discussionKeys } from '@coursewise/contract/query-keys';
import { discussionRoutes } from '@coursewise/contract/routes';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Chapter discussions: the lists, one thread, and the writes that refresh them. */

export function useDiscussionList(query: DiscussionListQuery) {
  return useQuery({
    queryKey: discussionKeys.list({ ...query }),
    queryFn: ({ signal }) => call(discussionRoutes.listDiscussions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Replies a page: a long thread shows this many, then more on demand. */
export const REPLIES_PAGE_SIZE = 50;

/** A thread and its replies, a page at a time (a write refetches every page shown). */
export function useDiscussion(id: string) {
  return useInfiniteQuery({
    queryKey: discussionKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      call(discussionRoutes.getDiscussion, {
        params: { id },
        query: { page: pageParam, limit: REPLIES_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ replies }) =>
      replies.page * replies.limit < replies.total ? replies.page + 1 : undefined,
  });
}

/** Every write refreshes the lists and the thread it touched. */
function useDiscussionWrite<I, O>(write: (input: I) => Promise<O>, threadOf: (input: I) => string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Each form and thread shows its failure beside what failed, not in a toast as well.
    meta: { silentError: true },
    onSuccess: (_, input) => {
      void queryClient.invalidateQueries({ queryKey: discussionKeys.lists() });
      const id = threadOf(input);
      if (id) void queryClient.invalidateQueries({ queryKey: discussionKeys.thread(id) });
    },
  });
}

export const useAskQuestion = () =>
  useDiscussionWrite(
    (body: { chapterId: string; title: string; body: string }) =>
      call(discussionRoutes.addDiscussion, { body }),
    () => null,
  );

export const useReply = (threadId: string) =>
  useDiscussionWrite(
    (body: string) => call(discussionRoutes.replyToDiscussion, { params: { id: threadId }, body: { body } }),
    () => threadId,
  );

/** The author's own edit, within the window (`canEdit`): a thread's title and body, or a reply's body. */
export const useEditThread = (threadId: string) =>
  useDiscussionWrite(
    (body: { title: string; body: string }) =>
      call(discussionRoutes.editDiscussion, { params: { id: threadId }, body }),
    () => threadId,
  );

export const useEditReply = (threadId: string) =>
  useDiscussionWrite(
    (input: { id: string; body: string }) =>
      call(discussionRoutes.editDiscussionReply, { params: { id: input.id }, body: { body: input.body } }),
    () => threadId,
  );

export const useSetUpvote = (threadId: string) =>
  useDiscussionWrite(
    (upvoted: boolean) =>
      call(upvoted ? discussionRoutes.upvoteDiscussion : discussionRoutes.withdrawDiscussionUpvote, {
        params: { id: threadId },
        body: {},
      }),
    () => threadId,
  );

export const useSetResolved = (threadId: string) =>
  useDiscussionWrite(
    (resolved: boolean) =>
      call(resolved ? discussionRoutes.resolveDiscussion : discussionRoutes.reopenDiscussion, {
        params: { id: threadId },
        body: {},
      }),
    () => threadId,
  );

export const useDeletePost = (threadId: string) =>
  useDiscussionWrite(
    (target: { kind: 'thread' | 'reply'; id: string }) =>
      call(
        target.kind === 'thread' ? discussionRoutes.deleteDiscussion : discussionRoutes.deleteDiscussionReply,
        {
          params: { id: target.id },
        },
      ),
    () => threadId,
  );

export const useReportPost = () =>
  useMutation({
    meta: { silentError: true },
    mutationFn: (target: { kind: 'thread' | 'reply'; id: string; reason: string }) =>
      call(
        target.kind === 'thread' ? discussionRoutes.reportDiscussion : discussionRoutes.reportDiscussionReply,
        {
          params: { id: target.id },
          body: { reason: target.reason },
        },
      ),
  });
