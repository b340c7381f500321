import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { Database } from '../db/schema.js';

/** The values a template takes: strings and lists of strings (a list's length is part of its shape). */
export type TemplateArgs = Record<string, string | readonly string[]>;

type Slot = { arg: string; index: number | null } | { constant: unknown };

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  slots: Slot[];
}

const STAND_IN = '\u0000template:';

/** Every statement text a template has compiled: PostgreSQL runs these as prepared statements. */
const compiledTexts = new Set<string>();

/** Whether `sql` was compiled by a QueryTemplate (see `lib/pg-named-statements.ts`). */
export function isTemplateStatement(sql: string): boolean {
  return compiledTexts.has(sql);
}

/**
 * A statement that Kysely builds and compiles once per shape, then runs with other values. On the
 * hottest reads (every signed-in page's flags, the profile) building and compiling the SQL costs more
 * than running it. It is compiled with stand-in values, whose places among the compiled parameters
 * are then filled with the real ones, so `build` must use every value as a plain parameter and may
 * depend on nothing but the number of items in each list. `uses` is what the statement is built from
 * besides the values (the owners' flag builders); it must be the same for every call on one database.
 * Inside a transaction the statement is built and compiled as usual.
 */
export class QueryTemplate<Args extends TemplateArgs, Row, Uses = undefined> {
  private readonly compiled = new WeakMap<Kysely<Database>, Map<string, Compiled<Row>>>();

  constructor(private readonly build: (db: Executor, args: Args, uses: Uses) => Compilable<Row>) {}

  async execute(db: Executor, args: Args, ...[uses]: Uses extends undefined ? [] : [Uses]): Promise<Row[]> {
    if (db.isTransaction) return (await db.executeQuery(this.build(db, args, uses as Uses).compile())).rows;
    const shape = shapeOf(args);
    let byShape = this.compiled.get(db);
    if (!byShape) {
      byShape = new Map();
      this.compiled.set(db, byShape);
    }
    let compiled = byShape.get(shape);
    if (!compiled) {
      compiled = this.compile(db, args, uses as Uses);
      byShape.set(shape, compiled);
    }
    const parameters = compiled.slots.map((slot) => {
      if ('constant' in slot) return slot.constant;
      const value = args[slot.arg];
      return slot.index === null ? value : (value as readonly string[])[slot.index];
    });
    return (await db.executeQuery<Row>({ ...compiled.query, parameters })).rows;
  }

  private compile(db: Executor, args: Args, uses: Uses): Compiled<Row> {
    const standIns = Object.fromEntries(
      Object.entries(args).map(([name, value]) => [
        name,
        typeof value === 'string' ? `${STAND_IN}${name}` : value.map((_, i) => `${STAND_IN}${name}:${i}`),
      ]),
    ) as Args;
    const query = this.build(db, standIns, uses).compile();
    const slots = query.parameters.map((parameter): Slot => {
      if (typeof parameter !== 'string' || !parameter.includes(STAND_IN)) return { constant: parameter };
      const [name, index] = parameter.startsWith(STAND_IN) ? parameter.slice(STAND_IN.length).split(':') : [];
      const slot = { arg: name ?? '', index: index === undefined ? null : Number(index) };
      const standIn = `${STAND_IN}${slot.arg}${slot.index === null ? '' : `:${slot.index}`}`;
      if (!(slot.arg in args) || parameter !== standIn) {
        throw new Error(`QueryTemplate: a value was changed, not passed: ${parameter}`);
      }
      return slot;
    });
    for (const name of Object.keys(args)) {
      if (!slots.some((slot) => 'arg' in slot && slot.arg === name)) {
        throw new Error(`QueryTemplate: "${name}" is not a parameter of the statement`);
      }
    }
    compiledTexts.add(query.sql);
    return { query, slots };
  }
}

function shapeOf(args: TemplateArgs): string {
  let shape = '';
  for (const name in args) {
    const value = args[name];
    if (typeof value !== 'string') shape += `${name}:${value?.length};`;
  }
  return shape;
}
