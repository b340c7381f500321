import { vi } from 'vitest';

/** One call the app made, as the server would receive it. */
export interface SentRequest {
  method: string;
  url: string;
  /** The parsed JSON body, the FormData of a multipart one, or undefined. */
  body: unknown;
}

export interface StubReply {
  status?: number;
  /** Sent as JSON; leave out for an empty body. */
  body?: unknown;
  /** Sent as it is instead of `body`, e.g. an HTML error page. */
  text?: string;
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
}

/**
 * Replaces `fetch` (the network boundary) with `reply`, and answers the list of calls made so far.
 * The test set-up restores the real one after each test.
 */
export function stubFetch(reply: (request: SentRequest) => StubReply | Promise<StubReply>): SentRequest[] {
  const sent: SentRequest[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : String(input),
      body: readBody(init?.body),
    };
    sent.push(request);
    const { status = 200, body, text } = await reply(request);
    const payload = text ?? (body === undefined ? '' : JSON.stringify(body));
    return new Response(payload, { status, headers: { 'Content-Type': 'application/json' } });
  };
  vi.stubGlobal('fetch', vi.fn(fake));
  return sent;
}

/** A reply the test sends when it chooses, to look at the form while the request is under way. */
export function heldReply(): { reply: Promise<StubReply>; release: (answer: StubReply) => void } {
  let release: (answer: StubReply) => void = () => {};
  const reply = new Promise<StubReply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}
