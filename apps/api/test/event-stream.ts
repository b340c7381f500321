/** A Server-Sent Events client for tests: reads a stream over real HTTP and keeps what arrived. */

export interface StreamEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface EventStream {
  status: number;
  contentType: string | null;
  events: StreamEvent[];
  comments: string[];
  readonly ended: boolean;
  /** Resolves once `check` holds for what arrived; rejects after `ms` (a bound, not a wait). */
  until(check: (stream: EventStream) => boolean, ms?: number): Promise<void>;
  close(): void;
}

function parseBlock(block: string, stream: { events: StreamEvent[]; comments: string[] }): void {
  let event = 'message';
  let id: string | null = null;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length > 0) stream.events.push({ event, id, data: data.join('\n') });
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  let ended = false;
  const stream: EventStream = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events: [],
    comments: [],
    get ended() {
      return ended;
    },
    async until(check, ms = 5000) {
      const started = Date.now();
      while (!check(stream)) {
        if (Date.now() - started > ms) throw new Error(`the stream did not get there within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => controller.abort(),
  };
  const body = response.body;
  if (!body) {
    ended = true;
    return stream;
  }
  void (async () => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
        parseBlock(buffer.slice(0, at), stream);
        buffer = buffer.slice(at + 2);
      }
    }
  })()
    .catch(() => {})
    .finally(() => {
      ended = true;
    });
  return stream;
}
