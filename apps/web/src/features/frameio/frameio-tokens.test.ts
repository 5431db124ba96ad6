import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { exchangeFrameioCode, FRAMEIO_TOKENS_KEY, saveFrameioTokens } from './frameio-tokens';

const api = (answer: () => Promise<unknown>) => ({ post: <T,>() => answer() as Promise<T> });

describe('Frame.io login callback', () => {
  it('exchanges the code for tokens and stamps when they were issued', async () => {
    const calls: unknown[] = [];
    const client = {
      post: async <T,>(path: string, body?: unknown) => {
        calls.push([path, body]);
        return { access_token: 'a', refresh_token: 'r', expires_in: 3600 } as T;
      },
    };
    const tokens = await exchangeFrameioCode(client, 'the-code', 1_700_000_000_000);
    expect(calls).toEqual([['/frameio-v4/token', { code: 'the-code' }]]);
    expect(tokens).toEqual({ access_token: 'a', refresh_token: 'r', expires_in: 3600, created_at: 1_700_000_000 });
  });

  it('reports any failure as "Failed to get tokens"', async () => {
    await expect(exchangeFrameioCode(api(() => Promise.reject(new ApiError(404, 'http_404', 'Not Found'))), 'c')).rejects.toThrow('Failed to get tokens');
    await expect(exchangeFrameioCode(api(() => Promise.resolve({ error: 'invalid_grant' })), 'c')).rejects.toThrow('Failed to get tokens');
  });

  it('keeps the tokens in local storage', () => {
    const data = new Map<string, string>();
    saveFrameioTokens({ setItem: (k, v) => void data.set(k, v) }, { access_token: 'a', refresh_token: 'r' });
    expect(JSON.parse(data.get(FRAMEIO_TOKENS_KEY)!)).toEqual({ access_token: 'a', refresh_token: 'r' });
  });
});
