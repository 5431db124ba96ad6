import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Request {
  method: string;
  path: string;
  range: string | null;
}

/**
 * A proxy in front of an S3 store (s3rver) that misbehaves as a real store or network can: it
 * answers 403 AccessDenied for keys it is told to refuse, and breaks off the next GetObject
 * response after some bytes (the connection drops mid-body). Every request is recorded.
 */
export async function startFlakyS3(upstream: string) {
  const target = new URL(upstream);
  const requests: S3Request[] = [];
  const refused = new Set<string>();
  let breakAfter: number | null = null;

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    const range = typeof req.headers.range === 'string' ? req.headers.range : null;
    requests.push({ method: req.method ?? '', path, range });
    if ([...refused].some((key) => path.endsWith(`/${key}`))) {
      req.resume();
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        );
      return;
    }
    // GetObject: a GET of bucket/key (the SDK adds ?x-id=GetObject), not a listing.
    const isGetObject = req.method === 'GET' && path.split('/').filter(Boolean).length >= 2;
    const cut = isGetObject ? breakAfter : null;
    if (cut !== null) breakAfter = null;
    const upstreamReq = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        if (cut === null) {
          up.pipe(res);
          return;
        }
        let sent = 0;
        up.on('data', (chunk: Buffer) => {
          if (sent >= cut) return;
          const room = cut - sent;
          sent += Math.min(room, chunk.length);
          res.write(chunk.subarray(0, room), () => {
            // The connection drops with the body unfinished.
            if (sent >= cut) res.socket?.destroy();
          });
        });
      },
    );
    upstreamReq.on('error', () => res.writeHead(502).end());
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Answers 403 for this key from now on. */
    refuse: (key: string) => refused.add(key),
    /** The next GetObject breaks off after this many bytes of its body. */
    breakNextGetAfter: (bytes: number) => {
      breakAfter = bytes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
