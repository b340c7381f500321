import { type Static, type TObject, type TSchema, Type } from '@sinclair/typebox';

/** `{ data, message? }`: the envelope of every successful answer. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ data, message: Type.Optional(Type.String()) });

export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
});

export const MessageOnly = Type.Object({ message: Type.String() });

export const Id = Type.String({ minLength: 1, maxLength: 64 });

/**
 * An image's stored widths as an HTML `srcset` (`/uploads/…/320.webp 320w, …`), for `<img srcset>`
 * beside its `…Url` (the largest); null when the image exists in one size only (older uploads).
 */
export const ImageSrcSet = Type.Optional(
  Type.Union([Type.String(), Type.Null()], { description: 'srcset of the stored widths, or null' }),
);

const PageFields = { page: Type.Integer(), limit: Type.Integer(), total: Type.Integer() };

/** One page of a list, `{ items, page, limit, total }`: the schema and (below) its type. */
export const Paged = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), ...PageFields });
export type Paged<T> = { items: T[] } & Static<TObject<typeof PageFields>>;

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 12 })),
};

/** `?page=&limit=` alone, for lists with no other filter. */
export const PageOnlyQuery = Type.Object(PageQuery, { additionalProperties: false });
export type PageOnlyQuery = Static<typeof PageOnlyQuery>;
