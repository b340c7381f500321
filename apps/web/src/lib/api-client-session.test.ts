import { accountRoutes, catalogueRoutes, contentRoutes, wishlistRoutes } from '@coursewise/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, hrefOf } from './api-client';
import { eventBus, type SessionEndedEvent } from './event-bus';
import { getToken, removeToken, setToken } from './session';

const ENDED = { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A server that refuses any token and answers visitors. */
function serverRefusingTokens(visitorAnswer: (url: string) => Response) {
  const sent: { url: string; token: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const token = new Headers(init?.headers).get('x-access-token');
      sent.push({ url: String(input), token });
      return token ? jsonResponse(401, ENDED) : visitorAnswer(String(input));
    }),
  );
  return sent;
}

function listenForEnd() {
  const ended: SessionEndedEvent[] = [];
  const off = eventBus.on('sessionEnded', (event) => ended.push(event));
  return { ended, off };
}

afterEach(() => {
  vi.unstubAllGlobals();
  removeToken();
});

describe('a session the server refuses', () => {
  it('is forgotten at once, said once, and a read is asked again as a visitor', async () => {
    setToken('stale-token');
    const sent = serverRefusingTokens(() => jsonResponse(200, { data: { items: ['public'] } }));
    const { ended, off } = listenForEnd();
    try {
      await expect(call(catalogueRoutes.listCourses)).resolves.toEqual({ items: ['public'] });
      expect(getToken()).toBeUndefined();
      expect(sent).toEqual([
        { url: hrefOf(catalogueRoutes.listCourses), token: 'stale-token' },
        { url: hrefOf(catalogueRoutes.listCourses), token: null },
      ]);
      // Later reads go as a visitor straight away, and say nothing more.
      await call(catalogueRoutes.listCategories);
      expect(sent.at(-1)).toEqual({ url: hrefOf(catalogueRoutes.listCategories), token: null });
      expect(ended).toEqual([{ message: ENDED.message, atStartUp: false }]);
    } finally {
      off();
    }
  });

  it('asks again as a visitor for reads sent beside the one that ended it, and says it once', async () => {
    setToken('stale-token');
    const sent = serverRefusingTokens(() => jsonResponse(200, { data: 'public' }));
    const { ended, off } = listenForEnd();
    try {
      const answers = await Promise.all([
        call(catalogueRoutes.listCourses),
        call(catalogueRoutes.listCategories),
        call(contentRoutes.getHomePage),
      ]);
      expect(answers).toEqual(['public', 'public', 'public']);
      expect(sent.filter((request) => request.token === null)).toHaveLength(3);
      expect(ended).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('fails a change (it needed the session) without sending it again', async () => {
    setToken('stale-token');
    const sent = serverRefusingTokens(() => jsonResponse(200, { data: {} }));
    const { ended, off } = listenForEnd();
    try {
      const error = await call(wishlistRoutes.toggleWishlist, { body: { courseId: 'c1' } }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect(sent).toHaveLength(1);
      expect(getToken()).toBeUndefined();
      expect(ended).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('leaves a newer token alone when an older one is refused', async () => {
    setToken('old-token');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        // Signed in again while the old request was on its way.
        setToken('new-token');
        return jsonResponse(401, ENDED);
      }),
    );
    const { ended, off } = listenForEnd();
    try {
      await expect(call(accountRoutes.getProfile)).rejects.toBeInstanceOf(ApiError);
      expect(getToken()).toBe('new-token');
      expect(ended).toEqual([]);
    } finally {
      off();
    }
  });
});
