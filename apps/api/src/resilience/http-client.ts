/** Requests to a server process, the way a client makes them (fetch, JSON). */

export interface Answer<T> {
  status: number;
  body: T;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** X-Forwarded-For (the server trusts it with TRUST_PROXY): spreads per-address rate limits. */
  ip?: string;
}

/** One request; rejects when the connection fails (a killed server), like fetch. */
export async function send<T = { data?: unknown }>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers['x-access-token'] = options.token;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The `data` of a 2xx answer, or an error naming the request and the answer. */
export async function dataOf<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const answer = await send<{ data: T }>(baseUrl, method, path, options);
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

let addressCounter = 0;
/** A client address no other request of this process has used. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface Learner {
  id: string;
  email: string;
  token: string;
}

export const LEARNER_PASSWORD = 'violet-harbour-lantern-crash';

/** Signs up and verifies through the API, reading the code from the dev outbox as a user reads mail. */
export async function signUpLearner(baseUrl: string, email: string): Promise<Learner> {
  await dataOf(baseUrl, 'POST', '/api/user/signup', {
    body: { email, password: LEARNER_PASSWORD },
    ip: freshAddress(),
  });
  const deadline = Date.now() + 15_000;
  let code: string | undefined;
  while (!code && Date.now() < deadline) {
    const mail = await dataOf<{ to: string; text: string }[]>(baseUrl, 'GET', '/api/dev/outbox');
    code = mail.find((m) => m.to.toLowerCase() === email)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error(`no code was mailed to ${email}`);
  const session = await dataOf<{ token: string; user: { id: string } }>(
    baseUrl,
    'POST',
    '/api/user/verify-signup',
    { body: { email, code }, ip: freshAddress() },
  );
  return { id: session.user.id, email, token: session.token };
}
