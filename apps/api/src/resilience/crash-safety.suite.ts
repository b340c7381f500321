import { afterAll, expect, it } from 'vitest';
import type { DialectName } from '../db/database.js';
import { expectServerReads, problemsIn, readState } from './crash-checks.js';
import { ADMIN, makeWorld } from './crash-world.js';
import { newLedger, runStream, seededKillPoint } from './crash-writes.js';
import { signUpLearner } from './http-client.js';
import {
  createServerData,
  killAndRemove,
  type ServerData,
  type ServerProcess,
  seededRandom,
  startServer,
} from './server-process.js';

/**
 * Crash safety (issue 11, item 3): streams of acknowledged writes against the real server process,
 * `kill -9` mid-stream, a restart on the same data, CYCLES times on each engine. After every kill the
 * data the dead process left must hold every write it acknowledged (a 2xx reached the client), SQLite's
 * file must pass `PRAGMA integrity_check`, and no payment may be half fulfilled.
 */

const CYCLES = 5;
/** The stream's seed (kill delays, course orders, currencies); set CRASH_SEED to replay a failure. */
const SEED = Number(process.env.CRASH_SEED ?? 20_261_125);

/** The suite on one engine; a file per engine runs it, so both run at once in two workers. */
export function crashSafetySuite(dialect: DialectName): void {
  let data: ServerData | undefined;
  let server: ServerProcess | undefined;
  afterAll(() => killAndRemove(server, data));

  it(`keeps every acknowledged write through ${CYCLES} kills, with a sound database and no half-done payment`, async () => {
    data = await createServerData(dialect);
    const env = {
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'true',
    };
    server = await startServer(data, env);
    const world = await makeWorld(server.url, data);
    const ledger = newLedger();
    const random = seededRandom(SEED + (dialect === 'sqlite' ? 0 : 1));

    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const url = server.url;
      const buyers = await Promise.all(
        ['a', 'b'].map((b) => signUpLearner(url, `crash-buyer-${cycle}-${b}@example.com`)),
      );
      const { killAfterAcks, killDelayMs } = seededKillPoint(random);
      const paidBefore = ledger.paid.size;
      const stream = runStream(url, world, ledger, buyers, cycle, random, dialect);
      await stream.reached(killAfterAcks);
      await new Promise((resolve) => setTimeout(resolve, killDelayMs));
      const killedAt = Date.now();
      await server.kill();
      const { interrupted, cutBeforeKill } = await stream.done(killedAt);
      const where = `cycle ${cycle + 1} (seed ${SEED}: killed ${killDelayMs} ms after ${killAfterAcks} writes; ${cutBeforeKill} sent before it cut)`;
      expect(ledger.surprises, where).toEqual([]);
      // The kill came mid-stream: writers were still writing and the kill stopped them.
      expect(interrupted, `the kill interrupted no writer: ${where}`).toBeGreaterThan(0);
      expect(await problemsIn(data, world, ledger), where).toEqual([]);

      server = await startServer(data, env);
      const truth = await data.withDatabase((query) => readState(query, world));
      // The restarted server answers from the same data.
      await expectServerReads(server.url, world, truth, [...ledger.paid].slice(paidBefore), where);
      ledger.cart = { inCart: truth.inCart, unanswered: false };
    }

    // The streams were real: every kind of write was acknowledged.
    for (const [kind, count] of Object.entries(ledger.acks)) expect(count, kind).toBeGreaterThan(0);
  }, 240_000);
}
