import { randomBytes } from 'node:crypto';
import { cloudTokenNeedsRefresh } from '@otto/shared/cloud-import';
import { audioExtensions, fileExtension, type CloudFileData } from '@otto/shared/source';
import { cloudImportText } from '@otto/shared/ui-text';
import { HttpError } from '../http/http-error';
import type { IngestService } from '../ingest/ingest.service';
import type { ProjectRow } from '../ingest/import-state.repo';
import type { SourcesRepo } from '../sources/sources.repo';
import { toApiSource } from '../sources/sources.fns';
import type { LimitsUser } from '../uploads/upload-limits.service';
import { FrameioHttpError, pkcePair, type FrameioClient } from './frameio.client';
import type { FrameioConnectionsRepo } from './frameio-connections.repo';
import type { TokenSeal } from '../infrastructure/token-seal';

export interface FrameioServiceDeps {
  client: FrameioClient;
  connections: FrameioConnectionsRepo;
  seal: () => Promise<TokenSeal>;
  ingest: Pick<IngestService, 'createSource'>;
  sources: Pick<SourcesRepo, 'update'>;
  now: () => number;
}

const tokensFailed = () => new HttpError(400, 'frameio_tokens_failed', cloudImportText.frameioTokensFailed);
const tokenInvalid = () => new HttpError(400, 'frameio_token_invalid', cloudImportText.frameioTokenInvalid);
const notConnected = () => new HttpError(409, 'frameio_not_connected', cloudImportText.frameioTokenInvalid);
const accountsFailed = () => new HttpError(502, 'frameio_accounts_failed', cloudImportText.frameioAccountsFailed);
const videoNotFound = () => new HttpError(404, 'frameio_file_not_found', cloudImportText.frameioVideoNotFound);

interface StoredTokens {
  access_token: string;
  refresh_token: string;
}

/**
 * Frame.io v4 for one Otto user (spec import §4): popup login with PKCE through Adobe IMS, tokens
 * kept sealed on the server and refreshed 5 minutes before they expire, accounts, and files read
 * and added to a project.
 */
export function createFrameioService(deps: FrameioServiceDeps) {
  const nowSec = () => Math.floor(deps.now() / 1000);

  async function store(userId: string, tokens: { access_token: string; refresh_token: string; expires_in: number }) {
    const seal = await deps.seal();
    const sealed = seal.seal(
      JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }),
    );
    const created = nowSec();
    await deps.connections.upsert(userId, {
      sealedTokens: sealed,
      tokenCreatedAt: created,
      tokenExpiresIn: tokens.expires_in,
      pendingState: null,
      sealedVerifier: null,
    });
    return { connected: true, created_at: created, expires_in: tokens.expires_in };
  }

  async function stored(userId: string): Promise<StoredTokens & { created_at: number; expires_in: number }> {
    const row = await deps.connections.get(userId);
    if (!row?.sealedTokens || row.tokenCreatedAt === null || row.tokenExpiresIn === null) throw notConnected();
    let tokens: StoredTokens;
    try {
      tokens = JSON.parse((await deps.seal()).open(row.sealedTokens)) as StoredTokens;
    } catch {
      // Sealed under another secret (SESSION_SECRET changed): the user signs in again.
      throw notConnected();
    }
    return { ...tokens, created_at: row.tokenCreatedAt, expires_in: row.tokenExpiresIn };
  }

  async function refresh(userId: string, refreshToken: string): Promise<string> {
    try {
      const tokens = await deps.client.refresh(refreshToken);
      await store(userId, tokens);
      return tokens.access_token;
    } catch {
      throw tokenInvalid();
    }
  }

  /** The access token, refreshed first when it expires within 5 minutes. */
  async function accessToken(userId: string): Promise<{ token: string; refreshToken: string }> {
    const tokens = await stored(userId);
    if (!cloudTokenNeedsRefresh(tokens, deps.now()))
      return { token: tokens.access_token, refreshToken: tokens.refresh_token };
    return { token: await refresh(userId, tokens.refresh_token), refreshToken: tokens.refresh_token };
  }

  /** Runs a call with the user's token; a token the API refuses (revoked early) is refreshed once. */
  async function withToken<T>(userId: string, call: (token: string) => Promise<T>): Promise<T> {
    const { token, refreshToken } = await accessToken(userId);
    try {
      return await call(token);
    } catch (err) {
      if (!(err instanceof FrameioHttpError) || err.status !== 401) throw err;
      const latest = await stored(userId).catch(() => ({ refresh_token: refreshToken }));
      return call(await refresh(userId, latest.refresh_token));
    }
  }

  return {
    /** Where the login popup goes; the verifier stays here, sealed, until the code comes back. */
    async loginUrl(userId: string, switchAccount: boolean): Promise<string> {
      const { verifier, challenge } = pkcePair();
      const state = randomBytes(24).toString('base64url');
      await deps.connections.upsert(userId, {
        pendingState: state,
        sealedVerifier: (await deps.seal()).seal(verifier),
      });
      return deps.client.authorizeUrl(state, challenge, switchAccount);
    },

    /** The login's return: the code (for this user's pending state) is traded for tokens. */
    async connect(userId: string, code: string, state: string) {
      const row = await deps.connections.get(userId);
      if (!row?.pendingState || !row.sealedVerifier || row.pendingState !== state) throw tokensFailed();
      let verifier: string;
      try {
        verifier = (await deps.seal()).open(row.sealedVerifier);
      } catch {
        throw tokensFailed();
      }
      try {
        return await store(userId, await deps.client.exchangeCode(code, verifier));
      } catch {
        throw tokensFailed();
      }
    },

    async connection(userId: string) {
      const row = await deps.connections.get(userId);
      if (!row?.sealedTokens || row.tokenCreatedAt === null || row.tokenExpiresIn === null) return { connected: false };
      return { connected: true, created_at: row.tokenCreatedAt, expires_in: row.tokenExpiresIn };
    },

    /** POST /frameio-v4/refresh: a fresh access token now, whatever its age. */
    async refreshNow(userId: string) {
      const tokens = await stored(userId);
      await refresh(userId, tokens.refresh_token);
      return this.connection(userId);
    },

    async accounts(userId: string) {
      try {
        const data = await withToken(userId, (token) => deps.client.accounts(token));
        if (data.length === 0) throw accountsFailed();
        return { data };
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw accountsFailed();
      }
    },

    /**
     * Where a Frame.io source's bytes are now: its signed download link is read again at import,
     * as the one read when the file was added may have expired since.
     */
    async downloadUrl(userId: string, cloudFileData: unknown): Promise<string> {
      const ref = /^frameio:([^/]+)\/(.+)$/.exec((cloudFileData as CloudFileData | null)?.file?.url ?? '');
      if (!ref) throw new HttpError(400, 'cloud_file_missing', 'This Frame.io file has no reference to import from.');
      let file;
      try {
        file = await withToken(userId, (token) => deps.client.file(token, ref[1]!, ref[2]!));
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw videoNotFound();
      }
      if (!file.downloadUrl) throw videoNotFound();
      return file.downloadUrl;
    },

    /** GET /frameio-v4/get-file: the file is read and joins the project as a source (state none). */
    async addFile(
      user: LimitsUser,
      project: ProjectRow,
      accountId: string,
      fileId: string,
      category: 'singlecam' | 'multicam',
    ) {
      let file;
      try {
        file = await withToken(user.id, (token) => deps.client.file(token, accountId, fileId));
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw videoNotFound();
      }
      if (!file.downloadUrl) throw videoNotFound();
      const created = await deps.ingest.createSource(user, project, {
        filename: file.name,
        filesize: file.file_size ?? 0,
        type: (audioExtensions as readonly string[]).includes(fileExtension(file.name)) ? 'audio' : 'video',
        importType: 'frameio',
        category,
      });
      const cloudFileData: CloudFileData = {
        fileUrl: file.downloadUrl,
        // The provider token stays sealed on the server; the download reads it from there.
        token: null,
        type: 'frameio',
        file: {
          id: file.id,
          name: file.name,
          sizeBytes: file.file_size,
          duration: null,
          url: `frameio:${accountId}/${file.id}`,
          thumbnailLink: file.thumbnailUrl,
        },
      };
      const row = await deps.sources.update(created.source.id, { cloudFileData });
      return {
        file: {
          id: file.id,
          name: file.name,
          file_size: file.file_size,
          type: file.type,
          media_links: { thumbnail: { url: file.thumbnailUrl }, original: { download_url: file.downloadUrl } },
        },
        source: row ? toApiSource(row) : created.source,
      };
    },
  };
}
export type FrameioService = ReturnType<typeof createFrameioService>;
