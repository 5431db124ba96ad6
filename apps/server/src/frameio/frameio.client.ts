import { createHash, randomBytes } from 'node:crypto';

/** What Adobe IMS answers for the authorization-code and refresh grants. */
export interface ImsTokens {
  access_token: string;
  refresh_token: string;
  /** Seconds. */
  expires_in: number;
}

/** A Frame.io v4 file as GET /accounts/{account}/files/{file} returns it (spec import §3). */
export interface FrameioFile {
  id: string;
  name: string;
  file_size: number | null;
  type: string;
  thumbnailUrl: string | null;
  downloadUrl: string | null;
}

/** The provider answered with a status Otto acts on (401 expired token, 403, 404). */
export class FrameioHttpError extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`${what}: HTTP ${status}`);
  }
}

export interface FrameioClientOptions {
  imsUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** PKCE (RFC 7636): a random verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const SCOPES = 'openid,AdobeID,offline_access,email,profile,additional_info.roles';

/** Adobe IMS (sign-in) and the Frame.io v4 API, at the configured addresses. */
export function createFrameioClient(opts: FrameioClientOptions) {
  const doFetch = opts.fetch ?? fetch;
  const timeout = () => AbortSignal.timeout(opts.timeoutMs ?? 30_000);
  const base = (url: string) => url.replace(/\/+$/, '');

  async function tokenGrant(params: Record<string, string>): Promise<ImsTokens> {
    const res = await doFetch(`${base(opts.imsUrl)}/ims/token/v3`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: opts.clientId, client_secret: opts.clientSecret, ...params }),
      signal: timeout(),
    });
    if (!res.ok) throw new FrameioHttpError(res.status, 'IMS token');
    const body = (await res.json()) as Partial<ImsTokens>;
    if (typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
      throw new FrameioHttpError(502, 'IMS token without tokens');
    }
    return {
      access_token: body.access_token,
      refresh_token: body.refresh_token,
      expires_in: Number(body.expires_in) || 3600,
    };
  }

  async function api<T>(path: string, token: string, what: string): Promise<T> {
    const res = await doFetch(`${base(opts.apiUrl)}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: timeout(),
    });
    if (!res.ok) throw new FrameioHttpError(res.status, what);
    return (await res.json()) as T;
  }

  return {
    authorizeUrl(state: string, challenge: string, switchAccount = false): string {
      const q = new URLSearchParams({
        client_id: opts.clientId,
        redirect_uri: opts.redirectUri,
        scope: SCOPES,
        response_type: 'code',
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        // 'Switch Frame.io ID': IMS asks for the account again instead of reusing its session.
        ...(switchAccount ? { prompt: 'login' } : {}),
      });
      return `${base(opts.imsUrl)}/ims/authorize/v2?${q}`;
    },
    exchangeCode: (code: string, verifier: string) =>
      tokenGrant({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: opts.redirectUri }),
    refresh: (refreshToken: string) => tokenGrant({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async accounts(token: string): Promise<Array<{ id: string; display_name: string }>> {
      const body = await api<{ data?: Array<{ id?: unknown; display_name?: unknown }> }>(
        '/accounts',
        token,
        'accounts',
      );
      return (body.data ?? [])
        .filter((a) => typeof a.id === 'string')
        .map((a) => ({
          id: String(a.id),
          display_name: typeof a.display_name === 'string' ? a.display_name : String(a.id),
        }));
    },

    async file(token: string, accountId: string, fileId: string): Promise<FrameioFile> {
      const path =
        `/accounts/${encodeURIComponent(accountId)}/files/${encodeURIComponent(fileId)}` +
        '?include=media_links.original,media_links.thumbnail';
      const { data } = await api<{
        data?: {
          id?: string;
          name?: string;
          file_size?: number | null;
          type?: string;
          media_links?: { original?: { download_url?: string | null }; thumbnail?: { url?: string | null } };
        };
      }>(path, token, 'file');
      if (!data?.id || !data.name) throw new FrameioHttpError(404, 'file');
      return {
        id: data.id,
        name: data.name,
        file_size: typeof data.file_size === 'number' ? data.file_size : null,
        type: data.type ?? 'file',
        thumbnailUrl: data.media_links?.thumbnail?.url ?? null,
        downloadUrl: data.media_links?.original?.download_url ?? null,
      };
    },
  };
}
export type FrameioClient = ReturnType<typeof createFrameioClient>;
