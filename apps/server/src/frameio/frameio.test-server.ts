import { createHash, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFrameioFile {
  id: string;
  name: string;
  file_size: number;
  /** 'forbidden': the user may not read it (403). */
  access?: 'ok' | 'forbidden';
}

/**
 * Adobe IMS and the Frame.io v4 API on loopback, as their documentation describes them:
 * /ims/authorize/v2 (redirects back with a code), /ims/token/v3 (authorization_code with PKCE,
 * refresh_token), GET /v4/accounts and GET /v4/accounts/{account}/files/{file}. Access tokens can
 * be revoked to act out an expired token; calls are counted.
 */
export async function startFakeFrameio(opts: {
  clientId: string;
  clientSecret: string;
  accounts: Array<{ id: string; display_name: string }>;
  files: Record<string, FakeFrameioFile[]>;
  /** Seconds a new access token lives. */
  expiresIn?: number;
}) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const live = new Set<string>();
  const refreshTokens = new Set<string>();
  const calls: string[] = [];
  let expiresIn = opts.expiresIn ?? 3600;
  let origin = '';

  const issue = () => {
    const access = `at-${randomBytes(8).toString('hex')}`;
    const refresh = `rt-${randomBytes(8).toString('hex')}`;
    live.add(access);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: expiresIn, token_type: 'bearer' };
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/ims/authorize/v2') {
      const q = url.searchParams;
      if (q.get('client_id') !== opts.clientId || q.get('code_challenge_method') !== 'S256')
        return json(res, 400, { error: 'invalid_request' });
      const code = `code-${randomBytes(6).toString('hex')}`;
      codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri: q.get('redirect_uri') ?? '' });
      res.writeHead(302, {
        location: `${q.get('redirect_uri')}?code=${code}&state=${encodeURIComponent(q.get('state') ?? '')}`,
      });
      return res.end();
    }
    if (url.pathname === '/ims/token/v3' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        if (form.get('client_id') !== opts.clientId || form.get('client_secret') !== opts.clientSecret) {
          return json(res, 401, { error: 'invalid_client' });
        }
        if (form.get('grant_type') === 'authorization_code') {
          const pending = codes.get(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (!pending || pending.challenge !== challenge) return json(res, 400, { error: 'invalid_grant' });
          codes.delete(form.get('code')!);
          return json(res, 200, issue());
        }
        if (form.get('grant_type') === 'refresh_token') {
          if (!refreshTokens.has(form.get('refresh_token') ?? '')) return json(res, 400, { error: 'invalid_grant' });
          return json(res, 200, issue());
        }
        return json(res, 400, { error: 'unsupported_grant_type' });
      });
      return;
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (url.pathname.startsWith('/v4/')) {
      if (!token || !live.has(token)) return json(res, 401, { errors: [{ detail: 'Unauthorized' }] });
      if (url.pathname === '/v4/accounts') return json(res, 200, { data: opts.accounts });
      const m = /^\/v4\/accounts\/([^/]+)\/files\/([^/]+)$/.exec(url.pathname);
      const file = m && opts.files[m[1]!]?.find((f) => f.id === m[2]);
      if (!file) return json(res, 404, { errors: [{ detail: 'Not Found' }] });
      if (file.access === 'forbidden') return json(res, 403, { errors: [{ detail: 'Forbidden' }] });
      return json(res, 200, {
        data: {
          id: file.id,
          name: file.name,
          file_size: file.file_size,
          type: 'file',
          media_links: {
            original: { download_url: `${origin}/downloads/${file.id}` },
            thumbnail: { url: `${origin}/thumbs/${file.id}.jpg` },
          },
        },
      });
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    calls,
    /** Every access token issued so far stops working, as an expired one does. */
    revokeAccessTokens: () => live.clear(),
    /** IMS forgets every refresh token (the user revoked Otto's access). */
    revokeRefreshTokens: () => refreshTokens.clear(),
    setExpiresIn: (seconds: number) => (expiresIn = seconds),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
