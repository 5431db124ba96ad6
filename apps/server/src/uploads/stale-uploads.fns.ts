import type { StoredPart } from '../storage/storage';

/**
 * When the upload last showed life: its newest stored part, or when a browser started or took it
 * up again (reload, re-pick), whichever is latest. Storage's part times, not the browser's word:
 * a browser that died says nothing.
 */
export function lastUploadActivity(
  upload: { createdAt: Date; resumedAt: Date | null },
  parts: readonly Pick<StoredPart, 'LastModified'>[],
): Date {
  let last = Math.max(upload.createdAt.getTime(), upload.resumedAt?.getTime() ?? 0);
  for (const part of parts) {
    if (part.LastModified && part.LastModified.getTime() > last) last = part.LastModified.getTime();
  }
  return new Date(last);
}

/** Stale once nothing arrived for `staleAfterMs`; a part arriving later makes it live again. */
export const isUploadStale = (lastActivity: Date, now: Date, staleAfterMs: number): boolean =>
  now.getTime() - lastActivity.getTime() >= staleAfterMs;
