import { cloudImportText } from '@otto/shared/constants';
import type { ApiClient } from '../../api/client';

/** Frame.io v4 tokens, kept in this browser (spec: access_token and refresh_token are stored locally). */
export interface FrameioTokens {
  access_token: string;
  refresh_token: string;
  expires_in?: number;
  created_at?: number;
}

export const FRAMEIO_TOKENS_KEY = 'otto.frameio.tokens';
/** Message posted to the window that opened the login popup. */
export const FRAMEIO_CONNECTED_MESSAGE = 'otto:frameio-connected';

function isTokens(value: unknown): value is FrameioTokens {
  const v = value as Partial<FrameioTokens> | null;
  return typeof v?.access_token === 'string' && v.access_token !== '' && typeof v.refresh_token === 'string';
}

/** Trades the login code for tokens; any failure surfaces as 'Failed to get tokens'. */
export async function exchangeFrameioCode(api: Pick<ApiClient, 'post'>, code: string, now = Date.now()): Promise<FrameioTokens> {
  let answer: unknown;
  try {
    answer = await api.post('/frameio-v4/token', { code });
  } catch {
    throw new Error(cloudImportText.frameioTokensFailed);
  }
  const tokens = (answer as { tokens?: unknown } | null)?.tokens ?? answer;
  if (!isTokens(tokens)) throw new Error(cloudImportText.frameioTokensFailed);
  return { ...tokens, created_at: tokens.created_at ?? Math.floor(now / 1000) };
}

export function saveFrameioTokens(storage: Pick<Storage, 'setItem'>, tokens: FrameioTokens): void {
  storage.setItem(FRAMEIO_TOKENS_KEY, JSON.stringify(tokens));
}
