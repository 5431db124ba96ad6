import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are credentials: signed-URL signatures, one-time tokens, OIDC codes and state. */
const secretParams = new Set([
  'signature',
  'sig',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
  'token',
  'code',
  'state',
]);

export const redacted = '[redacted]';

/** The URL with the value of every secret query parameter replaced; the rest is kept byte for byte. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape stays as written; it is compared as is.
      }
      return secretParams.has(name.toLowerCase()) ? `${rawName}=${redacted}` : pair;
    });
  return `${url.slice(0, q)}?${query.join('&')}`;
}

/**
 * pino serializers for Fastify's request logs: the fields Fastify logs by default, with secrets
 * in the URL redacted. Headers (cookies, authorization) are never logged.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
