import * as contract from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../../test/helper.js';
import { inTransaction } from '../db/executor.js';
import { AppError } from '../lib/app-error.js';
import { recordAudit } from '../modules/audit/audit.service.js';
import { checkedAdminWrite, unauditedAdminWrites } from './admin-write-audit.js';
import { registerErrorHandler } from './errors.js';
import { route } from './route-from-operation.js';

const answer = { 200: Type.Object({ ok: Type.Boolean() }) };
/** Operations planted for the test: admin writes, an admin read and a learner write. */
const planted = {
  silent: {
    operationId: 'plantedSilentWrite',
    method: 'POST',
    url: '/admin/planted/silent',
    response: answer,
  },
  audited: {
    operationId: 'plantedAuditedWrite',
    method: 'POST',
    url: '/admin/planted/audited',
    response: answer,
  },
  rolledBack: {
    operationId: 'plantedRolledBack',
    method: 'PUT',
    url: '/admin/planted/rolled-back',
    response: answer,
  },
  unchanged: {
    operationId: 'plantedUnchanged',
    method: 'PUT',
    url: '/admin/planted/unchanged',
    response: answer,
  },
  refused: {
    operationId: 'plantedRefused',
    method: 'DELETE',
    url: '/admin/planted/refused',
    response: answer,
  },
  read: { operationId: 'plantedRead', method: 'GET', url: '/admin/planted/read', response: answer },
  learner: { operationId: 'plantedLearnerWrite', method: 'POST', url: '/planted/learner', response: answer },
  studio: {
    operationId: 'plantedStudioWrite',
    method: 'PUT',
    url: '/instructor/planted/silent',
    response: answer,
  },
} as const;

const entry = { actorId: null, action: 'plant', entity: 'test', entityId: null, summary: 'A planted write' };

describeEachDatabase('an admin write without an audit entry', (dialect) => {
  const t = useTestApp(dialect);
  let app: FastifyInstance;
  const logged: string[] = [];

  // A bare app with our error handler and the same route(), so planted operations need no contract entry.
  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    });
    registerErrorHandler(app);
    const db = t.app.ctx.db;
    const ok = { ok: true };
    await app.register(
      async (admin) => {
        const api = admin.withTypeProvider<TypeBoxTypeProvider>();
        route(api, planted.silent, async () => ok);
        route(api, planted.audited, () =>
          inTransaction(db, (_trx, uow) => recordAudit(uow, entry)).then(() => ok),
        );
        route(api, planted.rolledBack, async () => {
          const failed = inTransaction(db, async (_trx, uow) => {
            await recordAudit(uow, entry);
            throw new Error('the write failed after its audit entry');
          });
          await failed.catch(() => {}); // a handler that swallows the failure and answers success anyway
          return ok;
        });
        route(api, planted.unchanged, () =>
          inTransaction(db, async (_trx, uow) => uow.noteNoChange()).then(() => ok),
        );
        route(api, planted.refused, async () => {
          throw new AppError('NOT_FOUND', 'Nothing to delete', 404);
        });
        route(api, planted.read, async () => ok);
      },
      { prefix: '/api/admin' },
    );
    await app.register(
      async (scope) => route(scope.withTypeProvider<TypeBoxTypeProvider>(), planted.learner, async () => ok),
      { prefix: '/api' },
    );
    await app.register(
      async (scope) => route(scope.withTypeProvider<TypeBoxTypeProvider>(), planted.studio, async () => ok),
      { prefix: '/api/instructor' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (op: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }) =>
    app.inject({ method: op.method, url: `/api${op.url}` });

  it('fails loudly (500) when it answers success having committed no audit entry', async () => {
    const response = await send(planted.silent);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side' });
    expect(logged.join('\n')).toContain(
      'plantedSilentWrite (POST under /api/admin) succeeded without an audit entry',
    );
  });

  it('holds the studio’s writes (under /api/instructor) to the same rule', async () => {
    expect((await send(planted.studio)).statusCode).toBe(500);
    expect(logged.join('\n')).toContain(
      'plantedStudioWrite (PUT under /api/instructor) succeeded without an audit entry',
    );
  });

  it('fails when its only audit entry rolled back with its write', async () => {
    expect((await send(planted.rolledBack)).statusCode).toBe(500);
  });

  it('passes with a committed audit entry, or a declaration that nothing changed', async () => {
    expect((await send(planted.audited)).json()).toEqual({ ok: true });
    expect((await send(planted.unchanged)).json()).toEqual({ ok: true });
  });

  it('leaves refusals, admin reads and learners’ writes alone', async () => {
    expect((await send(planted.refused)).statusCode).toBe(404);
    expect((await send(planted.read)).statusCode).toBe(200);
    expect((await send(planted.learner)).statusCode).toBe(200);
  });
});

describe('the admin audit check in production', () => {
  it('logs the missing entry and lets the committed answer stand', async () => {
    const errors: string[] = [];
    const reply = {
      statusCode: 201,
      sent: false,
      log: { error: (_: object, message: string) => errors.push(message) },
    };
    const write = { name: 'plantedSilentWrite', method: 'POST', prefix: '/api/admin' };
    await expect(checkedAdminWrite(write, reply, true, async () => 'created')).resolves.toBe('created');
    expect(errors).toEqual(['plantedSilentWrite (POST under /api/admin) succeeded without an audit entry']);
  });
});

describe('the admin writes that need no audit entry', () => {
  it('are each an admin write of the contract', () => {
    const operations = Object.values(contract).flatMap((group) =>
      typeof group === 'object' && group !== null ? Object.values(group) : [],
    );
    const adminWrites = new Set(
      operations.flatMap((op: unknown) =>
        typeof op === 'object' &&
        op !== null &&
        'operationId' in op &&
        'method' in op &&
        'url' in op &&
        op.method !== 'GET' &&
        String(op.url).startsWith('/admin/')
          ? [String(op.operationId)]
          : [],
      ),
    );
    expect(adminWrites.size).toBeGreaterThan(40);
    expect(Object.keys(unauditedAdminWrites).filter((id) => !adminWrites.has(id))).toEqual([]);
  });
});
