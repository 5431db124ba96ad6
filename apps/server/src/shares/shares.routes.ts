import {
  cloneShareBodySchema,
  cloneShareResponseSchema,
  createShareQuerySchema,
  projectShareResponseSchema,
  refreshShareCacheResponseSchema,
  shareContainerDataSchema,
  shareIdParamsSchema,
  shareIdQuerySchema,
  shareExportBodySchema,
  shareResponseSchema,
} from '@otto/shared/api/shares';
import { projectIdParamsSchema } from '@otto/shared/api/projects';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import type { FeatureRoutes } from '../http/feature-routes';
import { requireUser, signedInOnly } from '../auth/require-user';
import { shareMediaKinds } from './share-media';
import { shareNotFound } from './shares.service';
import { sharesFeature, type SharesDeps } from './shares.feature';

const mediaParamsSchema = z.object({
  shareId: shareIdParamsSchema.shape.shareId,
  sourceId: z.uuid(),
  kind: z.enum(shareMediaKinds),
});
const mediaQuerySchema = z.object({ expires: z.coerce.number().int(), signature: z.string().min(1).max(200) });

/** Spec chat §7: share, update, revoke, read a share, clone it; plus the staff cache refresh. */
export const sharesRoutes: FeatureRoutes<SharesDeps> = async (instance, deps) => {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const { service, cache } = await sharesFeature(deps);
  const baseUrl = (request: FastifyRequest) =>
    deps.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

  api.post(
    '/share',
    {
      onRequest: signedInOnly,
      schema: { querystring: createShareQuerySchema, response: { 200: shareResponseSchema, 201: shareResponseSchema } },
    },
    async (request, reply) => {
      const { created, share } = await service.create(requireUser(request), request.query.project_id, baseUrl(request));
      return reply.status(created ? 201 : 200).send(share);
    },
  );

  api.put(
    '/share',
    { onRequest: signedInOnly, schema: { querystring: shareIdQuerySchema, response: { 200: shareResponseSchema } } },
    async (request) => service.update(requireUser(request), request.query.share_id, baseUrl(request)),
  );

  api.delete(
    '/share',
    { onRequest: signedInOnly, schema: { querystring: shareIdQuerySchema } },
    async (request, reply) => {
      await service.revoke(requireUser(request), request.query.share_id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/projects/:id/share',
    {
      onRequest: signedInOnly,
      schema: { params: projectIdParamsSchema, response: { 200: projectShareResponseSchema } },
    },
    async (request) => service.forProject(requireUser(request), request.params.id, baseUrl(request)),
  );

  // Anyone with the link, signed in or not: the share id is the credential.
  api.get(
    '/share/container-data',
    { schema: { querystring: shareIdQuerySchema, response: { 200: shareContainerDataSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.containerData(request.query.share_id);
    },
  );

  api.get(
    '/share/media/:shareId/:sourceId/:kind',
    { schema: { params: mediaParamsSchema, querystring: mediaQuerySchema } },
    async (request, reply) => {
      const { shareId, sourceId, kind } = request.params;
      const signed = await service.media(
        { shareId, sourceId, kind, expires: request.query.expires },
        request.query.signature,
      );
      return reply.header('Cache-Control', 'private, no-store').redirect(signed.url, 302);
    },
  );

  // The preview image crawlers fetch from the page's og:image: the share's first poster frame.
  api.get('/share/thumbnail/:shareId', { schema: { params: shareIdParamsSchema } }, async (request, reply) => {
    const url = await service.thumbnail(request.params.shareId);
    if (!url) throw shareNotFound();
    return reply.header('Cache-Control', 'public, max-age=300').redirect(url, 302);
  });

  // Signed-in visitors only (spec chat §5: export requires sign-in); the owner's chat is not touched.
  api.post(
    '/share/export',
    { onRequest: signedInOnly, schema: { body: shareExportBodySchema } },
    async (request, reply) => {
      const file = await service.exportDocument(request.body);
      return reply
        .header('Content-Type', file.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes);
    },
  );

  api.post(
    '/share/clone',
    { onRequest: signedInOnly, schema: { body: cloneShareBodySchema, response: { 201: cloneShareResponseSchema } } },
    async (request, reply) => reply.status(201).send(await service.clone(requireUser(request), request.body)),
  );

  api.post(
    '/share/:shareId/refresh-cache',
    {
      onRequest: signedInOnly,
      schema: { params: shareIdParamsSchema, response: { 200: refreshShareCacheResponseSchema } },
    },
    async (request) => {
      if (requireUser(request).role !== 'staff') {
        throw new HttpError(403, 'staff_only', 'Only Otto staff may refresh the share cache.');
      }
      const outcome = await cache.refresh(request.params.shareId);
      if (!outcome.share) throw shareNotFound();
      return outcome;
    },
  );
};
