import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, buildUrl, errorMessage, FALLBACK_ERROR_MESSAGE } from './api-client';
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
    expect(buildUrl('user/profile')).toBe('/api/user/profile');
    expect(buildUrl('/course/list', { search: 'react', page: 2, level: undefined, category: '' })).toBe(
      '/api/course/list?search=react&page=2',
    );
  });

  it('unwraps data and sends the token header and JSON body', async () => {
    vi.mocked(session.getToken).mockReturnValue('token-1');
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { ok: true }, message: 'fine' }));

    await expect(apiClient.post('user/forgot-password', { email: 'a@b.co' })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/forgot-password');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-access-token')).toBe('token-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.co' }));
  });

  it('answers a message-only body whole', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Check your inbox' }));
    await expect(apiClient.post('user/resend-code', { email: 'a@b.co' })).resolves.toEqual({
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
    const error = await caught(apiClient.post('user/signin', { email: 'a@b.co', password: 'x' }));
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect email or password',
    });
    expect(error.errors).toEqual([{ path: '/email', message: 'bad' }]);
  });

  it("falls back to 'Something went wrong' without a server message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL' }));
    expect((await caught(apiClient.get('user/profile'))).message).toBe(FALLBACK_ERROR_MESSAGE);

    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const notJson = await caught(apiClient.get('user/profile'));
    expect(notJson).toMatchObject({ status: 502, message: FALLBACK_ERROR_MESSAGE });

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await caught(apiClient.get('user/profile'))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: FALLBACK_ERROR_MESSAGE,
    });
  });

  it('stores the token answered by token-issuing paths only', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { token: 'fresh', user: { id: '1' } } }));
    await apiClient.post('user/signin', { email: 'a@b.co', password: 'x' });
    expect(session.setToken).toHaveBeenCalledWith('fresh');

    vi.mocked(session.setToken).mockClear();
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { token: 'other' } }));
    await apiClient.get('course/list');
    expect(session.setToken).not.toHaveBeenCalled();
  });

  it('passes FormData through without a JSON content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { token: 't', user: {} } }));
    const form = new FormData();
    form.append('firstName', 'Ada');
    await apiClient.put('user/profile-update', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('maps any thrown value to a message', () => {
    expect(errorMessage(new ApiError(409, 'CONFLICT', 'Already in cart'))).toBe('Already in cart');
    expect(errorMessage(new Error('boom'))).toBe(FALLBACK_ERROR_MESSAGE);
  });
});
