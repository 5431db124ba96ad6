import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import type { FeatureRoutes } from '../http/feature-routes';
import { servedAs } from './content-types';
import { parseRange } from './http-range';
import { isLocalStorage, type LocalObjectStorage } from './local-storage';
import type { UrlGrant } from './local-signature';
import type { ObjectStorage } from './storage';
import { storageHttpError } from './storage.errors';
import { assertValidBucket, assertValidKey } from './storage.validation';

type ObjectRequest = FastifyRequest<{
  Params: { bucket: string; '*': string };
  Querystring: Record<string, string | undefined>;
}>;

/**
 * Checks the object name (400 for `..`, empty segments, backslashes, control characters), then
 * the URL's signature for this method and object; 403 with the reason otherwise.
 */
function authorise(storage: LocalObjectStorage, request: ObjectRequest): UrlGrant {
  try {
    assertValidBucket(request.params.bucket);
    assertValidKey(request.params['*']);
  } catch (error) {
    throw storageHttpError(error);
  }
  const check = storage.checkSignedRequest({
    method: request.method,
    bucket: request.params.bucket,
    key: request.params['*'],
    query: request.query,
  });
  if (check.ok) return check.grant;
  if (check.reason === 'expired') {
    throw new HttpError(403, 'url_expired', 'This storage link has expired. Ask for a new one and try again.');
  }
  throw new HttpError(403, 'url_invalid', 'This storage link is not valid: its signature does not match the request.');
}

/**
 * The local store's HTTP face, standing in for S3 in the embedded setup: PUT parts and whole
 * objects to signed URLs (answering the MD5 ETag), GET objects with Range for the player.
 * With S3 configured browsers talk to S3 directly and none of this is mounted.
 */
export const storageRoutes: FeatureRoutes<{ storage: ObjectStorage }> = async (api, deps) => {
  const { storage } = deps;
  if (!isLocalStorage(storage)) return;

  await api.register(async (scope) => {
    // Bodies here are raw media streamed to disk as they arrive: no parser may buffer them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.put('/storage/o/:bucket/*', async (request: ObjectRequest, reply: FastifyReply) => {
      const grant = authorise(storage, request);
      if (grant.method !== 'PUT') throw new HttpError(403, 'url_invalid', 'This storage link does not allow uploads.');
      try {
        const md5 = grant.uploadId
          ? await storage.writePart(grant, request.raw)
          : await storage.writeObject(grant.bucket, grant.key, request.raw);
        // Cross-origin browsers can only read ETag when it is exposed (PUBLIC_URL on another host).
        return reply.header('ETag', `"${md5}"`).header('Access-Control-Expose-Headers', 'ETag').status(200).send();
      } catch (error) {
        throw storageHttpError(error);
      }
    });

    scope.get('/storage/o/:bucket/*', async (request: ObjectRequest, reply: FastifyReply) => {
      const grant = authorise(storage, request);
      const file = await storage.stat(grant.bucket, grant.key).catch((error: unknown) => {
        throw storageHttpError(error);
      });
      if (!file) throw new HttpError(404, 'not_found', 'The file does not exist (any more).');

      // Served by key, never by what the uploader declared: media plays inline, everything else
      // downloads, and nothing is sniffed or run as a page on Otto's origin.
      const served = servedAs(grant.key, grant.download);
      reply
        .header('Accept-Ranges', 'bytes')
        .header('Content-Type', served.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Last-Modified', file.modifiedAt.toUTCString())
        .header('Cache-Control', 'private, max-age=3600')
        // The player on the web app's origin reads media from here.
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (served.disposition) reply.header('Content-Disposition', served.disposition);

      const range = parseRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
      }
      if (range) {
        return reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(createReadStream(file.path, { start: range.start, end: range.end }));
      }
      return reply.status(200).header('Content-Length', file.size).send(createReadStream(file.path));
    });
  });
};
