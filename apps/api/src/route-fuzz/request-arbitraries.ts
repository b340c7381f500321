import fc from 'fast-check';
import { deleteAt, fieldPaths, isObjectAt, requiredPaths, setAt } from './body-paths.js';
import { hostileForms, validForm } from './form-arbitraries.js';
import { FuzzRequest, type Identity, jsonText, withRawMember } from './fuzz-request.js';
import {
  brokenJson,
  deepJson,
  hostileValue,
  hugeNumbers,
  hugeText,
  oddText,
  pollutingMember,
  wrongContentType,
} from './hostile-values.js';
import type { JsonSchema, Operation } from './openapi-operations.js';
import { type KnownValues, validValue } from './schema-arbitraries.js';
import { badUrlText, encodeText, forgedToken, hostileQuery, type QueryPairs } from './url-values.js';

/** A valid request before it is written out: path segments and query pairs URL-encoded, the body as a value. */
interface Draft {
  segments: Record<string, string>;
  query: QueryPairs;
  body: unknown;
}

const everyone: Identity[] = ['anonymous', 'learner', 'admin'];
// Only the studio's operations are also sent as the instructor, so every other operation's requests stay as they were.
const senders = (op: Operation) =>
  fc.constantFrom<Identity>(
    ...(op.path.startsWith('/api/instructor/') ? [...everyone, 'instructor' as const] : everyone),
  );
const JSON_TYPE = 'application/json';

/**
 * Requests for one operation: valid ones (weighted highest) and every hostile kind that applies to it.
 * Each kind starts from a valid request and breaks one thing, so a refusal is about that thing.
 */
export function requestsFor(op: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const bodySchema = op.bodies[JSON_TYPE];
  const draft = draftFor(op, known, bodySchema);
  const identity = senders(op);
  const send = (kind: string, who: Identity, d: Draft, extra: Partial<Written> = {}) =>
    written(op, kind, who, d, extra);
  const kinds: fc.WeightedArbitrary<FuzzRequest>[] = [
    { weight: 6, arbitrary: fc.tuple(identity, draft).map(([who, d]) => send('valid', who, d)) },
  ];
  const add = (weight: number, arbitrary: fc.Arbitrary<FuzzRequest>) => kinds.push({ weight, arbitrary });

  const fields = fieldPaths(bodySchema ?? {});
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant<string[]>(['field']);
  const breakField = (kind: string, value: fc.Arbitrary<unknown>) =>
    fc
      .tuple(identity, draft, field, value)
      .map(([who, d, path, v]) => send(kind, who, { ...d, body: setAt(d.body, path, v) }));
  add(2, breakField('wrong type', hostileValue));
  add(1, breakField('odd text', oddText));
  add(1, breakField('huge number', hugeNumbers));
  add(1, breakField('1 MB string', hugeText));
  add(1, breakField('10,000 deep', deepJson));

  const required = requiredPaths(bodySchema ?? {});
  if (required.length > 0) {
    add(
      2,
      fc
        .tuple(identity, draft, fc.constantFrom(...required))
        .map(([who, d, path]) => send('missing field', who, { ...d, body: deleteAt(d.body, path) })),
    );
  }
  const objects = [[], ...fields.filter((path) => isObjectAt(bodySchema ?? {}, path))];
  const extraKey = fc.oneof(
    fc.constantFrom('extra', 'isAdmin', 'role', 'userId', 'id', 'price', 'createdAt', 'tokenVersion', ''),
    fc.string({ maxLength: 10 }),
  );
  add(
    1,
    fc
      .tuple(identity, draft, fc.constantFrom(...objects), extraKey, fc.jsonValue({ maxDepth: 1 }))
      .map(([who, d, path, key, value]) =>
        send('extra field', who, { ...d, body: setAt(d.body, [...path, key], value) }),
      ),
  );
  add(
    1,
    fc
      .tuple(identity, draft, fc.oneof(fc.constantFrom<unknown>(null, 'text', 42, true, []), deepJson))
      .map(([who, d, body]) => send('body not an object', who, { ...d, body })),
  );
  add(
    1,
    fc.tuple(identity, draft).map(([who, d]) => send('array for object', who, { ...d, body: [d.body] })),
  );
  add(
    1,
    fc
      .tuple(identity, draft, brokenJson)
      .map(([who, d, text]) => send('invalid JSON', who, d, { text, contentType: JSON_TYPE })),
  );
  add(
    1,
    fc
      .tuple(identity, draft, wrongContentType)
      .map(([who, d, type]) =>
        send('wrong content type', who, d, { text: jsonText(d.body ?? {}), contentType: type }),
      ),
  );
  add(
    2,
    fc.tuple(identity, draft, pollutingMember).map(([who, d, [key, raw]]) =>
      send('prototype pollution', who, d, {
        text: withRawMember(jsonText(d.body ?? {}), key, raw),
        contentType: JSON_TYPE,
        pollutes: true,
      }),
    ),
  );
  if (op.pathParams.length > 0) {
    const names = op.pathParams.map((p) => p.name);
    add(
      2,
      fc
        .tuple(identity, draft, fc.constantFrom(...names), badUrlText)
        .map(([who, d, name, text]) =>
          send('bad path id', who, { ...d, segments: { ...d.segments, [name]: text } }),
        ),
    );
  }
  add(
    2,
    fc
      .tuple(identity, draft, hostileQuery(op.query.map((p) => p.name)))
      .map(([who, d, q]) => send(q.kind, who, { ...d, query: q.edit(d.query) }, { pollutes: q.pollutes })),
  );
  add(
    1,
    fc
      .tuple(draft, forgedToken)
      .map(([d, token]) => send('forged token', 'anonymous', d, { forgedToken: token })),
  );
  add(
    1,
    fc
      .tuple(
        identity,
        draft,
        fc.constantFrom('PATCH', 'OPTIONS', 'HEAD', 'DELETE', 'PUT') as fc.Arbitrary<FuzzRequest['method']>,
      )
      .map(([who, d, method]) => send('other method', who, d, { method })),
  );
  for (const [type, schema] of Object.entries(op.bodies)) {
    if (type === JSON_TYPE) continue;
    add(
      2,
      fc
        .tuple(identity, draft, validForm(type, schema, known))
        .map(([who, d, form]) => send(`valid ${type}`, who, d, form)),
    );
    add(
      2,
      fc
        .tuple(identity, draft, hostileForms(type, schema))
        .map(([who, d, form]) => send(`hostile ${type}`, who, d, form)),
    );
  }
  return fc.oneof(...kinds);
}

/** How a draft is written: its body as JSON unless `text` (or a form) replaces it. */
interface Written {
  text: string | Buffer;
  contentType: string;
  method: FuzzRequest['method'];
  pollutes: boolean;
  forgedToken: string;
}

function written(op: Operation, kind: string, who: Identity, d: Draft, extra: Partial<Written>): FuzzRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => d.segments[name] ?? 'missing');
  const query = d.query.map(([name, value]) => `${name}=${value}`).join('&');
  const url = query ? `${path}?${query}` : path;
  let payload: string | Buffer | undefined = extra.text;
  const headers: Record<string, string> = {};
  if (payload === undefined && d.body !== undefined) payload = jsonText(d.body);
  if (payload !== undefined) headers['content-type'] = extra.contentType ?? JSON_TYPE;
  if (extra.contentType === '') delete headers['content-type'];
  return new FuzzRequest({
    kind,
    identity: who,
    method: extra.method ?? op.method,
    url,
    headers,
    payload,
    pollutes: extra.pollutes ?? false,
    forgedToken: extra.forgedToken,
    needsToken: op.needsToken,
  });
}

function draftFor(
  op: Operation,
  known: KnownValues,
  bodySchema: JsonSchema | undefined,
): fc.Arbitrary<Draft> {
  const segments = fc.record(
    Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        validValue(p.schema, known, p.name).map((v) => encodeText(String(v))),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc
    .tuple(
      ...op.query.map((p) => {
        const pair = validValue(p.schema, known, p.name).map((v): [string, string][] => [
          [p.name, encodeText(String(v))],
        ]);
        return p.required ? pair : fc.option(pair, { nil: [] as [string, string][] });
      }),
    )
    .map((pairs) => pairs.flat());
  const body = bodySchema ? validValue(bodySchema, known) : fc.constant(undefined);
  return fc.record({ segments, query, body });
}
