import { describe, expect, it } from 'vitest';
import { ApiError, apiBaseUrl, createApiClient, type FetchLike } from './client';

function fakeFetch(response: () => Response) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return response();
  };
  return { calls, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends JSON with the same-origin session cookie under /api', async () => {
    const { calls, fetch } = fakeFetch(() => json(200, { id: 'p1' }));
    const api = createApiClient({ fetch });
    await expect(api.post('/projects', { mode: 'standard' })).resolves.toEqual({ id: 'p1' });
    expect(calls[0]?.url).toBe('/api/projects');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.credentials).toBe('same-origin');
    expect(calls[0]?.init?.body).toBe('{"mode":"standard"}');
    expect((calls[0]?.init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('turns the server error body into an ApiError with status, code and message', async () => {
    const { fetch } = fakeFetch(() =>
      json(401, { error: 'invalid_credentials', message: 'Incorrect email or password.' }),
    );
    const error = await createApiClient({ fetch })
      .post('/auth/local/sign-in', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Incorrect email or password.' });
  });

  it('reports a failed connection as a network error', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await createApiClient({ fetch })
      .get('/projects')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'Network connection error.' });
  });

  it('accepts empty and non-JSON answers', async () => {
    const empty = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(createApiClient(empty).delete('/projects/1')).resolves.toBeUndefined();
    const text = fakeFetch(() => new Response('Bad gateway', { status: 502 }));
    await expect(createApiClient(text).get('/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Bad gateway',
    });
  });
});

describe('API base for a developer /port override', () => {
  const stored = (value: string | null) => ({ getItem: () => value });

  it('uses this server unless a local developer origin is stored', () => {
    expect(apiBaseUrl(undefined)).toBe('/api');
    expect(apiBaseUrl(stored(null))).toBe('/api');
    expect(apiBaseUrl(stored('http://localhost:5001'))).toBe('http://localhost:5001/api');
  });

  it('ignores a stored value that is not a local port', () => {
    expect(apiBaseUrl(stored('https://evil.example'))).toBe('/api');
  });

  it('sends the session cookie to the developer origin', async () => {
    const { calls, fetch } = fakeFetch(() => json(200, {}));
    await createApiClient({ baseUrl: 'http://localhost:5001/api', fetch }).get('/settings');
    expect(calls[0]?.url).toBe('http://localhost:5001/api/settings');
    expect(calls[0]?.init?.credentials).toBe('include');
  });
});
