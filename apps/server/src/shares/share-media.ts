import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SnapshotSource } from './share.snapshot';

/**
 * Media of a shared chat is reached through URLs that name the share, the source and which file
 * (the playable video or the poster), signed with the server's key and expiring like every other
 * signed URL. The route behind them checks the share is still on before it hands out a storage URL,
 * so revoking the link or deleting the project stops them, and no other object can be named.
 */
export const shareMediaKinds = ['playable', 'thumbnail'] as const;
export type ShareMediaKind = (typeof shareMediaKinds)[number];

export interface ShareMediaGrant {
  shareId: string;
  sourceId: string;
  kind: ShareMediaKind;
  /** Unix seconds. */
  expires: number;
}

const canonical = (g: ShareMediaGrant) => ['share-media', g.shareId, g.sourceId, g.kind, g.expires].join('\n');
const sign = (secret: Buffer, g: ShareMediaGrant) =>
  createHmac('sha256', secret).update(canonical(g)).digest('base64url');

/** A key of its own for share media, derived from the storage signing key. */
export const shareMediaSecret = (signingKey: Buffer): Buffer =>
  createHmac('sha256', signingKey).update('otto:share-media').digest();

/** `/api/share/media/{shareId}/{sourceId}/{kind}?expires=&signature=`, under PUBLIC_URL when set. */
export function shareMediaUrl(secret: Buffer, grant: ShareMediaGrant, publicUrl?: string): string {
  const query = new URLSearchParams({ expires: String(grant.expires), signature: sign(secret, grant) });
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  return `${base}/api/share/media/${grant.shareId}/${grant.sourceId}/${grant.kind}?${query.toString()}`;
}

export function checkShareMedia(
  secret: Buffer,
  grant: ShareMediaGrant,
  signature: string,
  nowMs: number,
): 'ok' | 'expired' | 'invalid' {
  const expected = Buffer.from(sign(secret, grant));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return nowMs > grant.expires * 1000 ? 'expired' : 'ok';
}

/** The object a kind names for a source: the browser-playable proxy (else the original), or the poster. */
export function shareMediaObject(source: SnapshotSource, kind: ShareMediaKind): string | null {
  return kind === 'playable' ? (source.transcodedFileUri ?? source.originalFileUri) : source.thumbnailsUri;
}
