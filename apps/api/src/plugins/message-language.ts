import type { preSerializationAsyncHookHandler } from 'fastify';
import { requestLocale } from '../lib/locale.js';
import { sayIn } from '../lib/server-words/index.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every answer's `message` (and each field error's) in the asking page's language (the `locale`
 * cookie, then `Accept-Language`), where it is one of the messages translated (lib/server-words): the
 * web app shows them as they come. Refusals pass here too, as the error handler sends an object.
 */
export const messageLanguage: preSerializationAsyncHookHandler = async (request, _reply, payload) => {
  if (!isRecord(payload) || (typeof payload.message !== 'string' && !Array.isArray(payload.errors)))
    return payload;
  const locale = requestLocale(request.headers);
  if (locale === 'en') return payload;
  const errors = Array.isArray(payload.errors)
    ? payload.errors.map((error) =>
        isRecord(error) && typeof error.message === 'string'
          ? { ...error, message: sayIn(locale, error.message) }
          : error,
      )
    : payload.errors;
  return {
    ...payload,
    ...(typeof payload.message === 'string' ? { message: sayIn(locale, payload.message) } : {}),
    ...(errors === undefined ? {} : { errors }),
  };
};
