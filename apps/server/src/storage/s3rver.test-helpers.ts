import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LoopbackS3 {
  /** What S3_ENDPOINT points at. */
  endpoint: string;
  close(): Promise<void>;
}

const readBody = async (stream: IncomingMessage) => Buffer.concat(await stream.toArray());

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message><RequestId>strict</RequestId></Error>`;

/**
 * s3rver on loopback behind a proxy that checks completions as AWS S3 does: s3rver completes an
 * upload whatever ETags it is given, and fails with 500 (or never answers) on a part it lacks.
 * Here a listed part that was never uploaded, or whose ETag differs, is S3's 400 InvalidPart, and
 * an upload that was never initiated is 404 NoSuchUpload. The proxy also answers ListParts
 * (GET ?uploadId=), which s3rver lacks and a resumed upload asks for, ListMultipartUploads
 * (GET /bucket?uploads), which s3rver refuses as NotImplemented, and AbortMultipartUpload (DELETE
 * ?uploadId=), which it refuses as MethodNotAllowed, from the uploads it saw begin and end; a part
 * PUT to an upload that was aborted or completed is NoSuchUpload, as on S3.
 */
export async function startStrictS3rver(): Promise<LoopbackS3> {
  const dir = await mkdtemp(join(tmpdir(), 'otto-s3rver-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3') });
  const { port: upstreamPort } = await s3rver.run();
  /** uploadId → part number → ETag (unquoted) as s3rver answered the part's PUT. */
  const uploads = new Map<string, Map<number, string>>();
  /** uploadId → `/bucket/key` of the uploads neither completed nor aborted, in the order they began. */
  const unfinished = new Map<string, string>();
  const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://proxy');
      const uploadId = url.searchParams.get('uploadId');
      const body = await readBody(req);
      if (req.method === 'GET' && url.searchParams.has('uploads')) {
        // ListMultipartUploads on one bucket, filtered by prefix, never truncated.
        const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
        const prefix = url.searchParams.get('prefix') ?? '';
        const listed = [...unfinished.entries()]
          .map(([id, path]) => ({ id, bucket: path.split('/')[1], key: path.split('/').slice(2).join('/') }))
          .filter((u) => u.bucket === bucket && u.key.startsWith(prefix))
          .map((u) => `<Upload><Key>${xml(u.key)}</Key><UploadId>${xml(u.id)}</UploadId></Upload>`)
          .join('');
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${xml(bucket)}</Bucket><IsTruncated>false</IsTruncated>${listed}</ListMultipartUploadsResult>`,
          );
        return;
      }
      if ((req.method === 'DELETE' || req.method === 'PUT') && uploadId && !uploads.has(uploadId)) {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(s3Error('NoSuchUpload', 'The specified upload does not exist.'));
        return;
      }
      if (req.method === 'DELETE' && uploadId) {
        // AbortMultipartUpload: s3rver answers it MethodNotAllowed. Its parts stay in s3rver's folder,
        // unreachable: the upload is gone for every call after this one.
        uploads.delete(uploadId);
        unfinished.delete(uploadId);
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && uploadId) {
        const stored = uploads.get(uploadId);
        if (!stored) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(s3Error('NoSuchUpload', 'The specified upload does not exist.'));
          return;
        }
        const parts = [...stored.entries()]
          .sort(([a], [b]) => a - b)
          .map(([n, etag]) => `<Part><PartNumber>${n}</PartNumber><ETag>"${etag}"</ETag></Part>`)
          .join('');
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts}</ListPartsResult>`,
          );
        return;
      }
      if (req.method === 'POST' && uploadId) {
        const stored = uploads.get(uploadId);
        if (!stored) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(s3Error('NoSuchUpload', 'The specified upload does not exist.'));
          return;
        }
        const listed = [...body.toString().matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part = '']) => ({
          number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
          etag: (/<ETag>([^<]*)<\/ETag>/.exec(part)?.[1] ?? '').replace(/&quot;|"/g, ''),
        }));
        if (listed.some((p) => stored.get(p.number) !== p.etag)) {
          res
            .writeHead(400, { 'content-type': 'application/xml' })
            .end(
              s3Error(
                'InvalidPart',
                "One or more of the specified parts could not be found or the part's entity tag did not match.",
              ),
            );
          return;
        }
      }
      const upstream = httpRequest(
        { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: req.headers },
        (up) => {
          void (async () => {
            const answer = await readBody(up);
            const partNumber = Number(url.searchParams.get('partNumber'));
            if (req.method === 'PUT' && uploadId && partNumber && up.statusCode === 200) {
              uploads.get(uploadId)?.set(partNumber, String(up.headers.etag ?? '').replace(/"/g, ''));
            }
            const initiated =
              req.method === 'POST' && url.searchParams.has('uploads') && /<UploadId>([^<]+)</.exec(answer.toString());
            if (initiated && initiated[1]) {
              uploads.set(initiated[1], new Map());
              unfinished.set(initiated[1], decodeURIComponent(url.pathname));
            }
            if (req.method === 'POST' && uploadId && up.statusCode === 200) {
              uploads.delete(uploadId);
              unfinished.delete(uploadId);
            }
            res.writeHead(up.statusCode ?? 502, up.headers).end(answer);
          })();
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await s3rver.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
