import type { DialectName } from '../db/database.js';
import { CARD, type World } from './crash-world.js';
import { type Answer, freshAddress, type Learner, send } from './http-client.js';

/**
 * The crash test's streams of writes and their bookkeeping: which writes were sent and which were
 * acknowledged (a 2xx reached the client), and the seeded point of the stream where the kill comes.
 */

/** Writes per writer and cycle at most: each stream is bounded even if the kill came late. */
const MAX_WRITES = 300;

export type Kind = 'signup' | 'profile' | 'cart' | 'review' | 'checkout' | 'payment' | 'progress' | 'quiz';

/** A value one writer writes again and again, numbered: the last number acknowledged and the last sent. */
export interface Register {
  acked: number | null;
  sent: number | null;
}

export interface Ledger {
  signups: string[];
  profile: Register;
  review: Register;
  /** The cart toggle: the state its last acknowledged answer reported, and whether one went unanswered. */
  cart: { inCart: boolean; unanswered: boolean };
  progress: Map<string, Register>;
  attempts: string[];
  checkouts: string[];
  /** Payments whose confirmation was acknowledged: id → the course and the buyer's token. */
  paid: Map<string, { courseId: string; token: string }>;
  acks: Record<Kind, number>;
  /** Answers no writer expected (a 4xx or 5xx): a bug, reported whole. */
  surprises: string[];
}

export const newLedger = (): Ledger => ({
  signups: [],
  profile: { acked: null, sent: null },
  review: { acked: null, sent: null },
  cart: { inCart: false, unanswered: false },
  progress: new Map(),
  attempts: [],
  checkouts: [],
  paid: new Map(),
  acks: { signup: 0, profile: 0, cart: 0, review: 0, checkout: 0, payment: 0, progress: 0, quiz: 0 },
  surprises: [],
});

/**
 * The kill comes at a seeded point of the stream (after its n-th acknowledged write and a paid
 * payment, then a few more milliseconds), wherever the machine's load puts that in time.
 */
export function seededKillPoint(random: () => number): { killAfterAcks: number; killDelayMs: number } {
  const killAfterAcks = 10 + Math.floor(random() * 30);
  const killDelayMs = Math.floor(random() * 150);
  return { killAfterAcks, killDelayMs };
}

/**
 * The cycle's writers, all at once: sign-ups, profile edits, cart toggles, reviews, progress, quiz
 * answers, and two buyers each checking out and paying for course after course. `done(killedAt)`
 * waits for them to stop and answers how many requests the kill cut (sent before it, unanswered).
 */
export function runStream(
  url: string,
  world: World,
  ledger: Ledger,
  buyers: Learner[],
  cycle: number,
  random: () => number,
  dialect: DialectName,
) {
  const cutStarts: number[] = [];
  const acks: Record<Kind, number> = { ...newLedger().acks };
  let writing = 0;
  const student = world.student.token;

  /** One write: its answer, or null when the connection failed (the server is gone: the writer stops). */
  async function write<T>(
    kind: Kind,
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    token?: string,
    ip?: string,
  ): Promise<Answer<T> | null> {
    const startedAt = Date.now();
    let answer: Answer<T>;
    try {
      answer = await send<T>(url, method, path, { body, token, ip });
    } catch {
      cutStarts.push(startedAt);
      return null;
    }
    if (answer.status >= 200 && answer.status < 300) {
      ledger.acks[kind] += 1;
      acks[kind] += 1;
      return answer;
    }
    ledger.surprises.push(`${kind} ${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return null;
  }

  /** Writes n = 1, 2, 3… (continuing from the last cycle) until the server is gone. */
  const numbered = async (register: Register, writeNumber: (n: number) => Promise<boolean>) => {
    for (let i = 0; i < MAX_WRITES; i += 1) {
      const n = (register.sent ?? 0) + 1;
      register.sent = n;
      if (!(await writeNumber(n))) return;
      register.acked = n;
    }
  };

  const writers: Promise<void>[] = [
    // Sign-ups: each from its own address, as many people signing up at once would be.
    (async () => {
      for (let i = 0; i < MAX_WRITES; i += 1) {
        const email = `crash-${dialect}-${cycle}-${i}@example.com`;
        const answer = await write(
          'signup',
          'POST',
          '/api/user/signup',
          { email, password: 'violet-harbour-lantern-new' },
          undefined,
          freshAddress(),
        );
        if (!answer) return;
        ledger.signups.push(email);
      }
    })(),
    numbered(ledger.profile, async (n) =>
      Boolean(
        await write(
          'profile',
          'PUT',
          '/api/user/profile-update',
          { firstName: 'Crash', lastName: 'Test', phone: phoneOf(n) },
          student,
        ),
      ),
    ),
    numbered(ledger.review, async (n) =>
      Boolean(
        await write(
          'review',
          'POST',
          '/api/review/add',
          { courseId: world.courseId, rating: 1 + (n % 5), comment: commentOf(n) },
          student,
        ),
      ),
    ),
    (async () => {
      for (let i = 0; i < MAX_WRITES; i += 1) {
        ledger.cart.unanswered = true;
        const answer = await write<{ data: { inCart: boolean } }>(
          'cart',
          'POST',
          '/api/cart/add-remove',
          { courseId: world.cartCourseId },
          student,
        );
        if (!answer) return;
        ledger.cart = { inCart: answer.body.data.inCart, unanswered: false };
      }
    })(),
    (async () => {
      let writes = 0;
      for (const chapter of world.progressChapters) {
        const register = ledger.progress.get(chapter.id) ?? { acked: null, sent: null };
        ledger.progress.set(chapter.id, register);
        while (writes < MAX_WRITES && (register.sent ?? 0) < chapter.seconds) {
          writes += 1;
          const position = (register.sent ?? 0) + 1;
          register.sent = position;
          const answer = await write(
            'progress',
            'POST',
            '/api/chapter/progress',
            { chapterId: chapter.id, positionSeconds: position },
            student,
          );
          if (!answer) return;
          register.acked = position;
        }
      }
    })(),
    (async () => {
      for (let i = 0; i < MAX_WRITES; i += 1) {
        const answer = await write<{ data: { id: string } }>(
          'quiz',
          'POST',
          '/api/chapterAnswer/add',
          world.quiz,
          student,
        );
        if (!answer) return;
        ledger.attempts.push(answer.body.data.id);
      }
    })(),
    ...buyers.map((buyer) => {
      const order = [...world.courseIds].sort(() => random() - 0.5);
      const currencies = ['USD', 'GBP', 'EUR'] as const;
      return (async () => {
        for (const courseId of order) {
          const currency = currencies[Math.floor(random() * 3)];
          const created = await write<{ data: { id: string } }>(
            'checkout',
            'POST',
            '/api/course/payment',
            { courseIds: [courseId], currency },
            buyer.token,
          );
          if (!created) return;
          const paymentId = created.body.data.id;
          ledger.checkouts.push(paymentId);
          const paid = await write<{ data: { status: string } }>(
            'payment',
            'POST',
            `/api/course/payment/${paymentId}/confirm`,
            CARD,
            buyer.token,
          );
          if (!paid) return;
          if (paid.body.data.status !== 'succeeded')
            ledger.surprises.push(`payment ${paymentId} answered ${paid.body.data.status}`);
          ledger.paid.set(paymentId, { courseId, token: buyer.token });
        }
      })();
    }),
  ];
  for (const writer of writers) {
    writing += 1;
    const stopped = () => {
      writing -= 1;
    };
    writer.then(stopped, stopped);
  }
  return {
    /** Resolves once `count` writes and a payment were acknowledged (or every writer has stopped). */
    async reached(count: number): Promise<void> {
      const total = () => Object.values(acks).reduce((sum, n) => sum + n, 0);
      while (writing > 0 && (total() < count || acks.payment === 0)) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    /**
     * Waits for the writers to stop. `interrupted` counts writers stopped by a failed connection (the
     * kill ended them, not their own end); `cutBeforeKill` those whose failed request was sent before
     * the kill, which a starved test process can see as 0 although the stream was cut mid-way.
     */
    async done(killedAt: number): Promise<{ interrupted: number; cutBeforeKill: number }> {
      await Promise.all(writers);
      return {
        interrupted: cutStarts.length,
        cutBeforeKill: cutStarts.filter((startedAt) => startedAt < killedAt).length,
      };
    },
  };
}

const phoneOf = (n: number) => `0700 ${String(n).padStart(6, '0')}`;
const commentOf = (n: number) => `Review number ${n} of the crash test`;
