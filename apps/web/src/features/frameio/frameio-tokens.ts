import type { FrameioConnection } from '@otto/shared/api/cloud-links';
import { cloudImportText } from '@otto/shared/constants';
import type { ApiClient } from '../../api/client';

/** Where the login popup tells the app's other windows that Frame.io is connected. */
const FRAMEIO_CHANNEL = 'otto:frameio';

export function announceFrameioConnected(): void {
  const channel = new BroadcastChannel(FRAMEIO_CHANNEL);
  channel.postMessage({ type: 'connected' });
  channel.close();
}

/** Calls `onConnected` whenever a login popup of this site reports success; returns the unsubscribe. */
export function onFrameioConnected(onConnected: () => void): () => void {
  const channel = new BroadcastChannel(FRAMEIO_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'connected') onConnected();
  };
  return () => channel.close();
}

/**
 * Trades the login code for tokens, which the server keeps (sealed); the page learns only that
 * Frame.io is connected. Any failure surfaces as 'Failed to get tokens'.
 */
export async function exchangeFrameioCode(api: Pick<ApiClient, 'post'>, code: string, state: string): Promise<FrameioConnection> {
  let answer: FrameioConnection | null;
  try {
    answer = await api.post<FrameioConnection>('/frameio-v4/token', { code, state });
  } catch {
    throw new Error(cloudImportText.frameioTokensFailed);
  }
  if (answer?.connected !== true) throw new Error(cloudImportText.frameioTokensFailed);
  return answer;
}
