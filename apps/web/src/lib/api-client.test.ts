import {
  accountRoutes,
  authRoutes,
  catalogueRoutes,
  certificateRoutes,
  learningRoutes,
  reviewRoutes,
} from '@coursewise/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_BASE,
  ApiError,
  buildUrl,
  call,
  callWithMessage,
  errorMessage,
  FALLBACK_ERROR_MESSAGE,
  hrefOf,
} from './api-client';
import * as session from './session';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(session, 'getToken').mockReturnValue(undefined);
  vi.spyOn(session, 'setToken').mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('builds URLs under /api/ and drops empty query values', () => {
    expect(API_BASE).toBe('/api/');
    expect(buildUrl('some/where')).toBe(`${API_BASE}some/where`);
    expect(buildUrl('/some/where', { search: 'react', page: 2, level: undefined, category: '' })).toBe(
      `${API_BASE}some/where?search=react&page=2`,
    );
  });

  it('unwraps data and sends the token header and JSON body', async () => {
    vi.mocked(session.getToken).mockReturnValue('token-1');
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { ok: true }, message: 'fine' }));

    await expect(call(authRoutes.forgotPassword, { body: { email: 'a@b.co' } })).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(buildUrl(authRoutes.forgotPassword.url));
    const headers = new Headers(init?.headers);
    expect(headers.get('x-access-token')).toBe('token-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.co' }));
  });

  it('answers a message-only body whole', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Check your inbox' }));
    await expect(call(authRoutes.resendSignupCode, { body: { email: 'a@b.co' } })).resolves.toEqual({
      message: 'Check your inbox',
    });
  });

  it("throws the server's message, code and field errors", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, {
        message: 'Incorrect email or password',
        code: 'INVALID_CREDENTIALS',
        errors: [{ path: '/email', message: 'bad' }, { nonsense: true }],
      }),
    );
    const error = await caught(call(authRoutes.signin, { body: { email: 'a@b.co', password: 'x' } }));
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect email or password',
    });
    expect(error.errors).toEqual([{ path: '/email', message: 'bad' }]);
  });

  it("falls back to 'Something went wrong' without a server message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL' }));
    expect((await caught(call(accountRoutes.getProfile))).message).toBe(FALLBACK_ERROR_MESSAGE);

    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const notJson = await caught(call(accountRoutes.getProfile));
    expect(notJson).toMatchObject({ status: 502, message: FALLBACK_ERROR_MESSAGE });

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await caught(call(accountRoutes.getProfile))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: FALLBACK_ERROR_MESSAGE,
    });
  });

  it('stores the token answered by token-issuing operations only', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { token: 'fresh', user: { id: '1' } } }));
    await call(authRoutes.signin, { body: { email: 'a@b.co', password: 'x' } });
    expect(session.setToken).toHaveBeenCalledWith('fresh');

    vi.mocked(session.setToken).mockClear();
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { token: 'other' } }));
    await call(catalogueRoutes.listCourses);
    expect(session.setToken).not.toHaveBeenCalled();
  });

  it('passes FormData through without a JSON content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { token: 't', user: {} } }));
    const form = new FormData();
    form.append('firstName', 'Ada');
    await call(accountRoutes.updateProfile, { body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('sends each operation to its own method and path, filling and encoding path parameters', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { data: { id: 'a/b' } }));
    await call(certificateRoutes.reissueCertificate, { params: { id: 'a/b c' }, body: {} });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(buildUrl(certificateRoutes.reissueCertificate.url.replace(':id', 'a%2Fb%20c')));
    expect(init?.method).toBe('POST');

    await call(catalogueRoutes.listCourses, { query: { search: 'react', page: 2 } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      `${buildUrl(catalogueRoutes.listCourses.url)}?search=react&page=2`,
    );
  });

  it('gives the address of a GET operation for links', () => {
    const pdf = certificateRoutes.getCertificatePdf;
    expect(hrefOf(pdf, { id: 'c 1' })).toBe(buildUrl(pdf.url.replace(':id', 'c%201')));
    expect(hrefOf(catalogueRoutes.listCourses, {}, { page: 3 })).toBe(
      `${buildUrl(catalogueRoutes.listCourses.url)}?page=3`,
    );
    expect(() => hrefOf(certificateRoutes.getCertificatePdf)).toThrow(/needs the parameter id/);
  });

  it("answers the envelope's message beside its data when asked", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { data: { id: 'r1' }, message: 'Thanks for your review!' }),
    );
    const body = { courseId: 'c1', rating: 5, comment: 'Clear' };
    await expect(callWithMessage(reviewRoutes.addReview, { body })).resolves.toEqual({
      data: { id: 'r1' },
      message: 'Thanks for your review!',
    });

    fetchMock.mockResolvedValue(jsonResponse(200, { data: { id: 'r1' } }));
    await expect(callWithMessage(reviewRoutes.addReview, { body })).resolves.toEqual({
      data: { id: 'r1' },
      message: undefined,
    });
  });

  it('sends a keepalive call only when asked, so it may outlive the page', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { data: { chapterId: 'ch1' } }));
    const body = { chapterId: 'ch1', positionSeconds: 42 };
    await call(learningRoutes.saveChapterProgress, { body, keepalive: true });
    await call(learningRoutes.saveChapterProgress, { body });
    expect(fetchMock.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, undefined]);
  });

  it('maps any thrown value to a message', () => {
    expect(errorMessage(new ApiError(409, 'CONFLICT', 'Already in cart'))).toBe('Already in cart');
    expect(errorMessage(new Error('boom'))).toBe(FALLBACK_ERROR_MESSAGE);
  });
});
