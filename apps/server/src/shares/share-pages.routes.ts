import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shareIdSchema } from '@otto/shared/api/shares';
import { injectShareTags, renderSitemap, standaloneSharePage, type SharePageMeta } from './share-page.fns';
import { sharesFeature, type SharesDeps } from './shares.feature';

/**
 * The public pages outside /api: `/share/:shareId` is the web app's page with the chat's link
 * preview tags (crawlers don't run the app), `/sitemap.xml` lists the live shares. Both are
 * cached (share-cache.ts) and say so in their headers.
 */
export async function registerSharePages(
  app: FastifyInstance,
  deps: SharesDeps & { indexHtml: () => Promise<string | null> },
): Promise<void> {
  const { cache } = await sharesFeature(deps);
  const baseUrl = (request: FastifyRequest) =>
    deps.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('Content-Type', 'text/html; charset=utf-8').send(html);

  app.get('/share/:shareId', async (request: FastifyRequest<{ Params: { shareId: string } }>, reply) => {
    const index = await deps.indexHtml();
    const id = shareIdSchema.safeParse(request.params.shareId);
    const preview = id.success ? await cache.page(id.data) : null;
    if (!preview) {
      // The app still loads and says the chat is not available; crawlers see a 404 and drop it.
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return sendHtml(
        reply,
        404,
        index ?? '<!doctype html><title>Not found · Otto</title><p>This shared chat is not available.</p>',
      );
    }
    const base = baseUrl(request);
    const meta: SharePageMeta = {
      title: preview.title,
      description: preview.description,
      image: preview.imagePath ? `${base}${preview.imagePath}` : null,
      url: `${base}/share/${id.data}`,
    };
    reply
      .header('Cache-Control', 'public, max-age=60, s-maxage=300, stale-while-revalidate=600')
      .header('Last-Modified', preview.lastModified.toUTCString());
    return sendHtml(reply, 200, index ? injectShareTags(index, meta) : standaloneSharePage(meta));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const entries = await cache.sitemap();
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(renderSitemap(baseUrl(request), entries));
  });
}
