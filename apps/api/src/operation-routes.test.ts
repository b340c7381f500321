import * as contract from '@coursewise/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../test/helper.js';
import { scopedUrl } from './plugins/route-from-operation.js';

interface Operation {
  operationId: string;
  method: string;
  url: string;
}
/** One method at one path, as Fastify registered it: `GET /api/wish/list`. */
type Registration = `${string} ${string}`;

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' &&
  value !== null &&
  'operationId' in value &&
  typeof value.operationId === 'string' &&
  'method' in value &&
  typeof value.method === 'string' &&
  'url' in value &&
  typeof value.url === 'string';

/** Every operation of every group the contract exports (`wishlistOperations`, …). */
function contractOperations(): Operation[] {
  const exported: unknown[] = Object.values(contract);
  const groups = exported.filter(
    (value): value is Record<string, unknown> =>
      typeof value === 'object' && value !== null && Object.values(value).some(isOperation),
  );
  return groups.flatMap((group) => Object.values(group).filter(isOperation));
}

/**
 * The routes of `app.printRoutes()`, one per method: its tree prints each node's part of the path
 * under its parent's (four columns a level), and the methods of the routes ending there.
 */
export function parseRouteTree(tree: string): Registration[] {
  const parts: string[] = [];
  const routes: Registration[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.search(/[└├]── /);
    if (branch < 0) continue;
    const level = branch / 4;
    const [, part = '', methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4)) ?? [];
    parts.splice(level, parts.length, part);
    for (const method of methods?.split(', ') ?? []) routes.push(`${method} ${parts.join('')}`);
  }
  return routes;
}

/** What differs between the contract's operations and the /api routes registered (`unlisted` aside). */
export function routeMismatches(
  operations: readonly Operation[],
  registered: readonly Registration[],
  unlisted: ReadonlySet<Registration>,
): string[] {
  const expected = new Map(operations.map((op) => [`${op.method} /api${op.url}` as Registration, op]));
  const found = new Set(registered);
  const missing = [...expected].filter(([route]) => !found.has(route));
  const extra = registered.filter(
    (route) => route.split(' ')[1]?.startsWith('/api/') && !expected.has(route) && !unlisted.has(route),
  );
  return [
    ...missing.map(([route, op]) => `${op.operationId}: ${route} is not registered`),
    ...extra.map((route) => `${route}: registered, but no operation declares it`),
  ];
}

/** /api routes that are no operation of their own, each for a reason. */
const unlisted = new Set<Registration>([
  // The spec writes the certificates list with a trailing slash: answered as written, documented once.
  'GET /api/certification/details/',
]);
/**
 * The routes operations must account for: not the HEAD beside a GET, Fastify's own answer to it
 * (media's HEAD, hidden, is the same operation), nor /api/docs, the OpenAPI document and its UI
 * (@fastify/swagger-ui). A HEAD of its own (tus's offset) is an operation.
 */
const operationRoutes = (routes: Registration[]) =>
  routes.filter(
    (route) =>
      !(route.startsWith('HEAD ') && routes.includes(`GET ${route.slice('HEAD '.length)}`)) &&
      !/^GET \/api\/docs(\/|$)/.test(route),
  );

describe('routeMismatches', () => {
  const ops: Operation[] = [
    { operationId: 'listThings', method: 'GET', url: '/things' },
    { operationId: 'addThing', method: 'POST', url: '/things' },
  ];

  it('finds nothing when the routes are the operations', () => {
    expect(routeMismatches(ops, ['GET /api/things', 'POST /api/things'], new Set())).toEqual([]);
  });

  it('reports an operation at a wrong url or method, and a route no operation declares', () => {
    const planted: Operation[] = [
      { ...ops[0], url: '/thing' } as Operation,
      { ...ops[1], method: 'PUT' } as Operation,
    ];
    expect(
      routeMismatches(planted, ['GET /api/things', 'POST /api/things', 'GET /robots.txt'], new Set()),
    ).toEqual([
      'listThings: GET /api/thing is not registered',
      'addThing: PUT /api/things is not registered',
      'GET /api/things: registered, but no operation declares it',
      'POST /api/things: registered, but no operation declares it',
    ]);
  });

  it('reads the printed route tree, parameters and wildcards included', () => {
    const tree = [
      '└── /',
      '    ├── api/',
      '    │   ├── a',
      '    │   │   ├── /',
      '    │   │   │   ├── b (GET, HEAD, POST)',
      '    │   │   │   └── :id (GET, HEAD)',
      '    │   │   └── dmin/users (GET)',
      '    │   └── media/',
      '    │       └── * (GET, HEAD)',
      '    └── * (GET)',
    ].join('\n');
    expect(parseRouteTree(tree)).toEqual([
      'GET /api/a/b',
      'HEAD /api/a/b',
      'POST /api/a/b',
      'GET /api/a/:id',
      'HEAD /api/a/:id',
      'GET /api/admin/users',
      'GET /api/media/*',
      'HEAD /api/media/*',
      'GET /*',
    ]);
  });
});

describe('scopedUrl', () => {
  it('places an operation inside its scope, and refuses one outside it', async () => {
    const app = Fastify();
    const placed: string[] = [];
    const admin = async (scope: FastifyInstance) => {
      placed.push(scopedUrl(scope, { url: '/admin/users/:id' }));
      for (const url of ['/wish/list', '/administrators']) {
        expect(() => scopedUrl(scope, { operationId: 'planted', url })).toThrow(
          `planted: ${url} is outside the scope /api/admin`,
        );
      }
    };
    await app.register(admin, { prefix: '/api/admin' });
    await app.register(async (scope) => placed.push(scopedUrl(scope, { url: '/wish/list' })), {
      prefix: '/api',
    });
    await app.ready();
    await app.close();
    expect(placed).toEqual(['/users/:id', '/wish/list']);
  });
});

describeEachDatabase('the contract’s operations are the API’s routes', (dialect) => {
  const t = useTestApp(dialect);

  it('registers every operation at exactly its method and url, and no /api route besides', () => {
    const operations = contractOperations();
    const registered = parseRouteTree(t.app.printRoutes());
    // Neither side is empty: the comparison would pass vacuously.
    expect(operations.length).toBeGreaterThan(100);
    expect(registered).toContain('GET /api/wish/list');
    expect(routeMismatches(operations, operationRoutes(registered), unlisted)).toEqual([]);
  });

  it('keeps every listed exception registered (an unused one is removed from the list)', () => {
    const registered = new Set(parseRouteTree(t.app.printRoutes()));
    expect([...unlisted].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('gives each operation its own method and url', () => {
    const routes = contractOperations().map((op) => `${op.method} ${op.url}`);
    expect(routes.length - new Set(routes).size).toBe(0);
  });
});
