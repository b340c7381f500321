import fc from 'fast-check';
import { oddText } from './hostile-values.js';
import type { JsonSchema } from './openapi-operations.js';
import { type KnownValues, validValue } from './schema-arbitraries.js';

/** A body sent as something other than JSON: a multipart form or CSV text. */
export interface FormPayload {
  text: string | Buffer;
  contentType: string;
  pollutes?: boolean;
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

interface Part {
  name: string;
  value: string | Buffer;
  file?: { filename: string; contentType: string };
}

/** A multipart body byte for byte; `close: false` leaves out the closing boundary. */
function multipartBody(parts: Part[], close = true): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.file ? `; filename="${part.file.filename}"\r\nContent-Type: ${part.file.contentType}` : '') +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const textFields = (schema: JsonSchema) =>
  Object.entries(schema.properties ?? {}).filter(([, property]) => property.format !== 'binary');
const fileFields = (schema: JsonSchema) =>
  Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.format === 'binary')
    .map(([name]) => name);

/** The CSV header a schema's description names (`header \`a,b\``), else a made-up one. */
const csvHeader = (schema: JsonSchema & { description?: string }) =>
  schema.description?.match(/header `([^`]+)`/)?.[1] ?? 'a,b';

const csvCell = fc
  .string({ maxLength: 12 })
  .map((text) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text));

/** A well-formed body of this media type: the form's text fields (no file), or CSV rows under the header. */
export function validForm(type: string, schema: JsonSchema, known: KnownValues): fc.Arbitrary<FormPayload> {
  if (type === 'multipart/form-data') {
    const fields = textFields(schema).map(([name, property]) =>
      fc.option(
        validValue(property, known, name).map((value): Part => ({ name, value: String(value) })),
        { nil: undefined },
      ),
    );
    return fc.tuple(...fields).map((parts) => ({
      text: multipartBody(parts.filter((part) => part !== undefined)),
      contentType: FORM_TYPE,
    }));
  }
  const header = csvHeader(schema);
  const width = header.split(',').length;
  return fc
    .array(fc.array(csvCell, { minLength: width, maxLength: width }), { maxLength: 4 })
    .map((rows) => ({ text: [header, ...rows.map((row) => row.join(','))].join('\n'), contentType: type }));
}

const notAnImage = Buffer.from('GIF89a but not really an image \u0000\u0001\u0002');

/** Broken forms: no boundary, garbage, unclosed, polluting or over-limit fields, a file that is not what it says. */
export function hostileForms(type: string, schema: JsonSchema): fc.Arbitrary<FormPayload> {
  if (type !== 'multipart/form-data') {
    const header = csvHeader(schema);
    return fc
      .oneof(
        fc.constantFrom(
          `${header}\n"unclosed,quote\n`,
          `${header}\na\u0000b,c\n`,
          `\ufeff${header}\r\rx,y\r`,
          `${header}\n=cmd|' /C calc'!A0,@SUM(1+1)\n`,
          header,
          '',
          '\u0000\u0001\u0002',
          `${header}\n${'x,'.repeat(50_000)}\n`,
          `${header}\n${'z'.repeat(1_100_000)}`,
        ),
        oddText.map((text) => `${header}\n${text}`),
      )
      .map((text) => ({ text, contentType: type }));
  }
  const name = fc.constantFrom(...textFields(schema).map(([field]) => field), 'other');
  const file = fc.constantFrom(...fileFields(schema), 'file');
  return fc.oneof(
    fc.constant({ text: 'field=value', contentType: 'multipart/form-data' }),
    fc.constant({ text: 'not a multipart body at all', contentType: FORM_TYPE }),
    fc.constant({
      text: multipartBody([{ name: 'a', value: 'b' }]),
      contentType: 'multipart/form-data; boundary=',
    }),
    name.map((n) => ({ text: multipartBody([{ name: n, value: 'x' }], false), contentType: FORM_TYPE })),
    fc.constantFrom('__proto__', 'constructor', 'prototype').map((n) => ({
      text: multipartBody([{ name: n, value: '{"polluted":"yes","isAdmin":true}' }]),
      contentType: FORM_TYPE,
      pollutes: true,
    })),
    fc
      .tuple(name, oddText)
      .map(([n, value]) => ({ text: multipartBody([{ name: n, value }]), contentType: FORM_TYPE })),
    name.map((n) => ({
      text: multipartBody([{ name: n, value: 'x'.repeat(5000) }]),
      contentType: FORM_TYPE,
    })),
    fc.constant({
      text: multipartBody(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'x' }))),
      contentType: FORM_TYPE,
    }),
    fc
      .tuple(file, fc.constantFrom('image/png', 'image/jpeg', 'text/csv', 'application/octet-stream'))
      .map(([n, contentType]) => ({
        text: multipartBody([
          { name: n, value: notAnImage, file: { filename: '../../evil.png', contentType } },
        ]),
        contentType: FORM_TYPE,
      })),
    file.map((n) => ({
      text: multipartBody([
        { name: n, value: notAnImage, file: { filename: 'a.png', contentType: 'image/png' } },
        { name: n, value: notAnImage, file: { filename: 'b.png', contentType: 'image/png' } },
      ]),
      contentType: FORM_TYPE,
    })),
  );
}
