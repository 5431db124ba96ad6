import { isEmbeddedDemoAddress } from '@otto/shared/embed';
import type { FastifyInstance } from 'fastify';

/** The policy with its frame-ancestors directive replaced (or added) by the given sources. */
export function withFrameAncestors(policy: string, sources: readonly string[]): string {
  const kept = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors(\s|$)/i.test(d));
  return [...kept, `frame-ancestors ${sources.join(' ')}`].join(';');
}

/**
 * Every page refuses to be framed elsewhere (helmet's X-Frame-Options and frame-ancestors 'self'),
 * except the embedded demo at `/?embed=demo`, which the websites in EMBED_ALLOWED_ORIGINS may frame.
 */
export function allowEmbeddedDemoFraming(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    if (!isEmbeddedDemoAddress(pathname, query === -1 ? '' : request.url.slice(query))) return payload;
    reply.removeHeader('x-frame-options');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', withFrameAncestors(policy, allowedOrigins));
    return payload;
  });
}
