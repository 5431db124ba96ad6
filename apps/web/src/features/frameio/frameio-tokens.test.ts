import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { exchangeFrameioCode } from './frameio-tokens';

const api = (answer: () => Promise<unknown>) => ({ post: <T,>() => answer() as Promise<T> });

describe('Frame.io login callback', () => {
  it('sends the code and the login state; the server keeps the tokens', async () => {
    const calls: unknown[] = [];
    const client = {
      post: async <T,>(path: string, body?: unknown) => {
        calls.push([path, body]);
        return { connected: true, created_at: 1_700_000_000, expires_in: 3600 } as T;
      },
    };
    expect(await exchangeFrameioCode(client, 'the-code', 'the-state')).toEqual({
      connected: true,
      created_at: 1_700_000_000,
      expires_in: 3600,
    });
    expect(calls).toEqual([['/frameio-v4/token', { code: 'the-code', state: 'the-state' }]]);
  });

  it('reports any failure as "Failed to get tokens"', async () => {
    await expect(exchangeFrameioCode(api(() => Promise.reject(new ApiError(400, 'frameio_tokens_failed', 'x'))), 'c', 's')).rejects.toThrow('Failed to get tokens');
    await expect(exchangeFrameioCode(api(() => Promise.resolve({ connected: false })), 'c', 's')).rejects.toThrow('Failed to get tokens');
  });
});
