import { randomBytes } from 'node:crypto';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartRequest {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body, byte for byte what a browser's FormData sends. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []): MultipartRequest {
  const boundary = `----coursewise${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The usual avatar part. */
export const avatarPart = (data: Buffer, filename = 'me.jpg', contentType = 'image/jpeg'): FilePart => ({
  field: 'avatar',
  filename,
  contentType,
  data,
});
