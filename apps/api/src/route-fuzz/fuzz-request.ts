import fc from 'fast-check';
import { RawJson } from './schema-arbitraries.js';

/** Who sends a request: the token is looked up when it is sent, since a fixture may be re-created. */
export type Identity = 'anonymous' | 'learner' | 'admin' | 'instructor';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** What a fuzzed request is made of. */
export interface FuzzRequestParts {
  /** What makes it hostile (or `valid`). */
  kind: string;
  identity: Identity;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Whether it carries a prototype-pollution key. */
  pollutes: boolean;
  /** A token sent instead of the identity's own (a forged or malformed one). */
  forgedToken?: string;
  /** Whether its operation needs a token (then a forged one must never be let through). */
  needsToken: boolean;
}

/** One request of the fuzzer, ready to send; it prints itself shortened (1 MB strings are not printed). */
export class FuzzRequest implements FuzzRequestParts {
  readonly kind: string;
  readonly identity: Identity;
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string | Buffer;
  readonly pollutes: boolean;
  readonly forgedToken?: string;
  readonly needsToken: boolean;

  constructor(parts: FuzzRequestParts) {
    this.kind = parts.kind;
    this.identity = parts.identity;
    this.method = parts.method;
    this.url = parts.url;
    this.headers = parts.headers;
    this.payload = parts.payload;
    this.pollutes = parts.pollutes;
    this.forgedToken = parts.forgedToken;
    this.needsToken = parts.needsToken;
  }

  [fc.toStringMethod](): string {
    return describeRequest(this);
  }
}

/** The request as a failure report prints it. */
export function describeRequest(request: FuzzRequest): string {
  const who = request.forgedToken
    ? `forged token ${JSON.stringify(abbreviate(request.forgedToken))}`
    : request.identity;
  const lines = [`[${request.kind}] ${request.method} ${abbreviate(request.url)} as ${who}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${abbreviate(value)}`);
  if (request.payload !== undefined) {
    const text = Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload;
    lines.push(`body (${Buffer.byteLength(request.payload)} bytes): ${JSON.stringify(abbreviate(text))}`);
  }
  return lines.join('\n  ');
}

/** Long runs of one short unit shown as `⟪unit⟫×count`, the rest cut at `limit` characters. */
export function abbreviate(text: string, limit = 600): string {
  const runs = text.replace(
    /(.{1,6}?)\1{15,}/gsu,
    (run: string, unit: string) => `⟪${unit}⟫×${run.length / unit.length}`,
  );
  return runs.length > limit ? `${runs.slice(0, limit)}… (${runs.length} characters)` : runs;
}

/** JSON text of a value whose `RawJson` parts are written as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, member: unknown) => {
    if (!(member instanceof RawJson)) return member;
    raws.push(member.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  if (text === undefined) return 'null';
  return raws.length === 0
    ? text
    : text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, index: string) => raws[Number(index)] ?? 'null');
}

/** JSON object text with one more member put first, written as it is (`__proto__` cannot be set otherwise). */
export function withRawMember(objectText: string, key: string, rawValue: string): string {
  const member = `${JSON.stringify(key)}:${rawValue}`;
  if (!objectText.startsWith('{')) return `{${member}}`;
  return objectText === '{}' ? `{${member}}` : `{${member},${objectText.slice(1)}`;
}
