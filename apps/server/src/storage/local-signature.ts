import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a local storage URL grants: one method on one object (or one part of an upload) until `expires`. */
export interface UrlGrant {
  method: 'GET' | 'PUT';
  bucket: string;
  key: string;
  uploadId?: string;
  partNumber?: number;
  /** Unix seconds. */
  expires: number;
  /** Asks the GET to answer `Content-Disposition: attachment` with this name. */
  download?: string;
}

export const storageRoutePrefix = '/api/storage/o';

const canonical = (g: UrlGrant) =>
  [g.method, g.bucket, g.key, g.uploadId ?? '', g.partNumber ?? '', g.expires, g.download ?? ''].join('\n');

const sign = (secret: Buffer, grant: UrlGrant) =>
  createHmac('sha256', secret).update(canonical(grant)).digest('base64url');

export const encodeKeyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** `${publicUrl}/api/storage/o/{bucket}/{key}?…`: relative when publicUrl is unset (browsers resolve it). */
export function signedUrl(secret: Buffer, grant: UrlGrant, publicUrl?: string): string {
  const query = new URLSearchParams();
  if (grant.uploadId) query.set('uploadId', grant.uploadId);
  if (grant.partNumber !== undefined) query.set('partNumber', String(grant.partNumber));
  if (grant.download) query.set('download', grant.download);
  query.set('expires', String(grant.expires));
  query.set('signature', sign(secret, grant));
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  return `${base}${storageRoutePrefix}/${grant.bucket}/${encodeKeyPath(grant.key)}?${query.toString()}`;
}

export type GrantCheck = { ok: true; grant: UrlGrant } | { ok: false; reason: 'expired' | 'invalid' };

/** Rebuilds the grant from a request and checks its signature and expiry. */
export function checkSignedRequest(
  secret: Buffer,
  request: { method: string; bucket: string; key: string; query: Record<string, string | undefined> },
  nowMs: number,
): GrantCheck {
  const { query } = request;
  const expires = Number(query.expires);
  const partNumber = query.partNumber === undefined ? undefined : Number(query.partNumber);
  // HEAD is what a browser sends before a GET it may range over; it grants no more than the GET.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (!query.signature || !Number.isInteger(expires) || (method !== 'GET' && method !== 'PUT')) {
    return { ok: false, reason: 'invalid' };
  }
  if (partNumber !== undefined && !Number.isInteger(partNumber)) return { ok: false, reason: 'invalid' };
  const grant: UrlGrant = {
    method,
    bucket: request.bucket,
    key: request.key,
    uploadId: query.uploadId,
    partNumber,
    expires,
    download: query.download,
  };
  const expected = Buffer.from(sign(secret, grant));
  const given = Buffer.from(query.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (nowMs > expires * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
