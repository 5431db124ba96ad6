import type { FrameioConnection } from '@otto/shared/api/cloud-links';
import { cloudImportText } from '@otto/shared/constants';
import type { ApiClient } from '../../api/client';

/** Message posted to the window that opened the login popup. */
export const FRAMEIO_CONNECTED_MESSAGE = 'otto:frameio-connected';

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
