import type { JsonSchema } from './openapi-operations.js';

// Where a body's fields are, from its schema, and copies of a body with one field set or removed.

/** Paths of the schema's fields, to three levels (an array's items as index 0). */
export function fieldPaths(schema: JsonSchema, depth = 3): string[][] {
  if (depth === 0) return [];
  const properties = propertiesOf(schema);
  return Object.entries(properties).flatMap(([name, child]) => [
    [name],
    ...fieldPaths(child.type === 'array' && child.items ? child.items : child, depth - 1).map((rest) =>
      child.type === 'array' ? [name, '0', ...rest] : [name, ...rest],
    ),
  ]);
}

/** The paths of required fields, to the same depth. */
export function requiredPaths(schema: JsonSchema, depth = 3): string[][] {
  if (depth === 0) return [];
  const properties = propertiesOf(schema);
  const required = new Set(
    [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => s.required ?? []),
  );
  return Object.entries(properties).flatMap(([name, child]) => [
    ...(required.has(name) ? [[name]] : []),
    ...requiredPaths(child.type === 'array' && child.items ? child.items : child, depth - 1).map((rest) =>
      child.type === 'array' ? [name, '0', ...rest] : [name, ...rest],
    ),
  ]);
}

function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...branches.map((branch) => branch.properties ?? {}));
}

export function isObjectAt(schema: JsonSchema, path: string[]): boolean {
  let current: JsonSchema | undefined = schema;
  for (const key of path) {
    if (!current) return false;
    current = current.type === 'array' ? current.items : propertiesOf(current)[key];
  }
  return current !== undefined && (current.type === 'object' || current.properties !== undefined);
}

/** A copy of `value` with `path` set, making the objects (or arrays, for `0`) on the way. */
export function setAt(value: unknown, path: string[], next: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  if (key === '0' && (Array.isArray(value) || value === undefined)) {
    const list = Array.isArray(value) ? [...value] : [];
    list[0] = setAt(list[0], rest, next);
    return list;
  }
  const record = isRecord(value) ? { ...value } : {};
  Object.defineProperty(record, key, {
    value: setAt(record[key], rest, next),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return record;
}

export function deleteAt(value: unknown, path: string[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(value))
    return value.map((item, index) => (String(index) === key ? deleteAt(item, rest) : item));
  if (!isRecord(value)) return value;
  if (rest.length > 0) return { ...value, [key]: deleteAt(value[key], rest) };
  const { [key]: _removed, ...others } = value;
  return others;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
