import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDriveFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
  durationMillis?: number;
  /** Only this token may read it; another valid token gets 403 (not shared with that user). */
  owner?: string;
  /** Say a size in the metadata other than the bytes' (a file over the limit without serving gigabytes). */
  declaredSize?: number;
}

/** How the media download misbehaves, request by request: the first N downloads break off. */
export interface FakeDriveTrouble {
  /** The first media responses send this many bytes and then cut the connection. */
  truncateAt?: number;
  truncateTimes?: number;
  /** The first media responses send this many bytes and then stop sending (the connection stays open). */
  stallAt?: number;
  stallTimes?: number;
  /** Answer ranged requests with the whole file (200), as some servers do. */
  ignoreRange?: boolean;
  /** Send the body in this many pieces, one every `trickleMs`: slow, but never silent for long. */
  tricklePieces?: number;
  trickleMs?: number;
}

/**
 * A local server speaking the part of the Drive API v3 the importer uses (files.get metadata and
 * alt=media with Range, Google's JSON error bodies), so no test contacts Google.
 */
export async function startFakeDrive(opts: {
  files: Record<string, FakeDriveFile>;
  tokens: string[];
  expired?: string[];
}) {
  const trouble: FakeDriveTrouble = {};
  const requests: Array<{ path: string; range?: string; authorization?: string; alt?: string | null }> = [];
  let mediaCount = 0;
  const open = new Set<ServerResponse>();

  const error = (res: ServerResponse, code: number, reason: string, message: string) =>
    res
      .writeHead(code, { 'content-type': 'application/json; charset=UTF-8' })
      .end(JSON.stringify({ error: { code, message, errors: [{ domain: 'global', reason, message }] } }));

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://drive.local');
    requests.push({
      path: url.pathname,
      range: req.headers.range,
      authorization: req.headers.authorization,
      alt: url.searchParams.get('alt'),
    });
    const match = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname);
    if (!match || req.method !== 'GET') return error(res, 404, 'notFound', 'Not Found');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (token && opts.expired?.includes(token)) return error(res, 401, 'authError', 'Invalid Credentials');
    if (!token || !opts.tokens.includes(token)) return error(res, 401, 'authError', 'Login Required.');
    const id = decodeURIComponent(match[1]!);
    const file = opts.files[id];
    if (!file) return error(res, 404, 'notFound', `File not found: ${id}.`);
    if (file.owner && file.owner !== token) {
      return error(
        res,
        403,
        'insufficientFilePermissions',
        'The user does not have sufficient permissions for this file.',
      );
    }
    if (url.searchParams.get('alt') !== 'media') {
      return res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end(
        JSON.stringify({
          id,
          name: file.name,
          mimeType: file.mimeType,
          size: String(file.declaredSize ?? file.bytes.length),
          ...(file.durationMillis !== undefined
            ? { videoMediaMetadata: { durationMillis: String(file.durationMillis) } }
            : {}),
        }),
      );
    }
    mediaCount += 1;
    const total = file.bytes.length;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    let start = 0;
    let end = total - 1;
    if (range && !trouble.ignoreRange) {
      start = Number(range[1]);
      if (range[2]) end = Math.min(end, Number(range[2]));
      if (start >= total) {
        return res.writeHead(416, { 'content-range': `bytes */${total}` }).end();
      }
      res.writeHead(206, {
        'content-type': file.mimeType,
        'content-length': String(end - start + 1),
        'content-range': `bytes ${start}-${end}/${total}`,
        'accept-ranges': 'bytes',
      });
    } else {
      res.writeHead(200, { 'content-type': file.mimeType, 'content-length': String(total), 'accept-ranges': 'bytes' });
    }
    const body = file.bytes.subarray(start, end + 1);
    if (trouble.truncateAt !== undefined && mediaCount <= (trouble.truncateTimes ?? 1)) {
      // A clean close (FIN) after the bytes: they all arrive, then the body stops short of its length.
      res.write(body.subarray(0, trouble.truncateAt), () => res.socket?.end());
      return;
    }
    if (trouble.stallAt !== undefined && mediaCount <= (trouble.stallTimes ?? 1)) {
      open.add(res);
      res.write(body.subarray(0, trouble.stallAt));
      return;
    }
    if (trouble.tricklePieces) {
      const size = Math.ceil(body.length / trouble.tricklePieces);
      let sent = 0;
      const next = () => {
        if (res.destroyed) return;
        const piece = body.subarray(sent, sent + size);
        sent += piece.length;
        if (sent >= body.length) return void res.end(piece);
        res.write(piece);
        setTimeout(next, trouble.trickleMs ?? 50);
      };
      return next();
    }
    res.end(body);
  }

  const server: Server = createServer(handle);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Sets how the next downloads misbehave, and counts them from zero again. */
    trouble(next: FakeDriveTrouble) {
      for (const key of Object.keys(trouble)) delete trouble[key as keyof FakeDriveTrouble];
      Object.assign(trouble, next);
      mediaCount = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
