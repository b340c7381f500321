import { type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { Envelope, Id, MessageOnly, Paged, PageQuery } from '../common.js';
import { tokenRequired } from '../operation.js';

/** Every admin operation needs a token; the /api/admin hook then requires the admin role (403). */
export const adminSecurity = tokenRequired;

/** The fields every admin list accepts; an area adds its own filters with `adminListQuery({...})`. */
export const AdminListFields = {
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};

/** `?page=&limit=&search=&sort=&order=`: the query of an admin list without other filters. */
export const AdminListQuery = Type.Object(AdminListFields, { additionalProperties: false });
export type AdminListQuery = Static<typeof AdminListQuery>;

/**
 * The common list fields plus an area's own filters, unknown keys refused. An area's field replaces
 * the common one of its name (`sort` narrowed to the list's columns) in the type as in the schema; a
 * generic spread alone would type the two fields' intersection.
 */
export const adminListQuery = <T extends TProperties>(filters: T) =>
  Type.Object<Omit<typeof AdminListFields, keyof T> & T>(
    { ...AdminListFields, ...filters },
    { additionalProperties: false },
  );

/** `/{id}` in an admin path. */
export const AdminIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type AdminIdParams = Static<typeof AdminIdParams>;

/** `PUT …/{id}/order`: the children's ids in their new order. */
export const ReorderBody = Type.Object(
  { ids: Type.Array(Id, { uniqueItems: true, maxItems: 500 }) },
  { additionalProperties: false },
);
export type ReorderBody = Static<typeof ReorderBody>;

/** `{ message }` for a write that answers nothing else (a delete, a reorder). */
export const OkResponse = MessageOnly;
export type OkResponse = Static<typeof OkResponse>;

/** `{ data: { items, page, limit, total } }`: an admin list answer. */
export const AdminPagedResponse = <T extends TSchema>(item: T) => Envelope(Paged(item));
