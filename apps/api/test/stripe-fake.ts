import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the parts of Stripe's API Coursewise uses: PaymentIntents (create,
 * retrieve with `expand[]=latest_charge`, cancel) and refunds, form-encoded like Stripe, with idempotency keys
 * honoured (the same key answers the same object). Tests play the browser's part with `succeed`/`fail`.
 */

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { message: string; code: string } | null;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  currency: string;
  payment_intent: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
}

export interface StripeFake {
  url: string;
  port: number;
  intents: Map<string, FakeIntent>;
  refunds: FakeRefund[];
  requests: RecordedRequest[];
  /** As if the browser confirmed with a good card: the intent succeeds with a charge. */
  succeed(intentId: string, card?: { brand: string; last4: string }): FakeIntent;
  /** As if the card was declined: the intent asks for another payment method. */
  fail(intentId: string, message?: string): FakeIntent;
  /** Makes the next `times` requests to `path` answer with a Stripe error of that status (the SDK retries). */
  failNext(path: string, status: number, message: string, times?: number): void;
  close(): Promise<void>;
}

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding: `metadata[paymentId]=x`, `expand[0]=latest_charge`, `a[b][c]=d`. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const child = node[part];
      node[part] = child && typeof child === 'object' ? child : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return out;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
  response.end(JSON.stringify(body));
}

const stripeError = (message: string, type = 'invalid_request_error') => ({ error: { message, type } });

export async function startStripeFake(): Promise<StripeFake> {
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const requests: RecordedRequest[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  const failures = new Map<string, { status: number; message: string; times: number }>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const text = await readBody(request);
    const body = request.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text);
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      idempotencyKey,
      authorization: request.headers.authorization ?? null,
      body,
    });
    const failure = failures.get(url.pathname);
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures.delete(url.pathname);
      return send(response, failure.status, stripeError(failure.message, 'api_error'));
    }
    if (!request.headers.authorization?.startsWith('Bearer sk_'))
      return send(response, 401, stripeError('Invalid API Key provided', 'invalid_request_error'));
    const replay = idempotencyKey ? byIdempotencyKey.get(`${url.pathname}:${idempotencyKey}`) : undefined;
    if (request.method === 'POST' && replay) return send(response, 200, replay);

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(body.amount);
      const currency = String(body.currency ?? '');
      if (!Number.isInteger(amount) || amount < 1 || !/^[a-z]{3}$/.test(currency))
        return send(response, 400, stripeError('Invalid amount or currency'));
      const id = stripeId('pi');
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        latest_charge: null,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(`${url.pathname}:${idempotencyKey}`, intent);
      return send(response, 200, intent);
    }

    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && intentPath) {
      const intent = intents.get(intentPath[1] ?? '');
      if (!intent) return send(response, 404, stripeError(`No such payment_intent: '${intentPath[1]}'`));
      const expand = Object.values((body.expand as Record<string, string> | undefined) ?? {});
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      return send(response, 200, {
        ...intent,
        latest_charge: expand.includes('latest_charge') && charge ? charge : intent.latest_charge,
      });
    }

    const cancelPath = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancelPath) {
      const intent = intents.get(cancelPath[1] ?? '');
      if (!intent) return send(response, 404, stripeError(`No such payment_intent: '${cancelPath[1]}'`));
      if (intent.status !== 'requires_payment_method')
        return send(
          response,
          400,
          stripeError(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`),
        );
      Object.assign(intent, { status: 'canceled' });
      return send(response, 200, intent);
    }

    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(String(body.payment_intent ?? ''));
      if (intent?.status !== 'succeeded')
        return send(response, 400, stripeError('This PaymentIntent has no successful charge to refund'));
      const already = refunds.filter((r) => r.payment_intent === intent.id).reduce((s, r) => s + r.amount, 0);
      const amount = body.amount === undefined ? intent.amount - already : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || already + amount > intent.amount)
        return send(response, 400, stripeError('Refund amount is greater than the unrefunded amount'));
      const refund: FakeRefund = {
        id: stripeId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push(refund);
      if (idempotencyKey) byIdempotencyKey.set(`${url.pathname}:${idempotencyKey}`, refund);
      return send(response, 200, refund);
    }
    return send(response, 404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname})`));
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, stripeError(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const mustFind = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    return intent;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    intents,
    refunds,
    requests,
    succeed(intentId, card = { brand: 'visa', last4: '4242' }) {
      const intent = mustFind(intentId);
      // Stripe.js cannot confirm a cancelled intent: the browser is told so and nothing is charged.
      if (intent.status === 'canceled') throw new Error(`intent ${intentId} was cancelled`);
      const charge: FakeCharge = {
        id: stripeId('ch'),
        object: 'charge',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        payment_method_details: { type: 'card', card },
      };
      charges.set(charge.id, charge);
      Object.assign(intent, { status: 'succeeded', latest_charge: charge.id, last_payment_error: null });
      return intent;
    },
    fail(intentId, message = 'Your card was declined.') {
      const intent = mustFind(intentId);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { message, code: 'card_declined' },
      });
      return intent;
    },
    failNext(path, status, message, times = 1) {
      failures.set(path, { status, message, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
