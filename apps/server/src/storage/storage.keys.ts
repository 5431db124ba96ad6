/**
 * Where every object lives. Keys are pure functions of ids (never of user file names), so two
 * uploads can't collide and a key tells which project and source an object belongs to.
 */

import { ingestObjectKey } from '@otto/shared/upload-plan';

/** Logical buckets; the S3 driver prefixes them with S3_BUCKET_PREFIX. */
export const buckets = ['ingest', 'media', 'exports', 'branding'] as const;
export type Bucket = (typeof buckets)[number];

export interface ObjectLocation {
  bucket: string;
  key: string;
}

// The browser derives the same key when it re-picks a file for a stale upload.
export { sanitiseExt } from '@otto/shared/upload-plan';

/** The uploaded original, as the spec fixes it: bucket 'ingest', `{projectId}/{sourceId}/{sourceId}.{ext}`. */
export function sourceOriginalKey(projectId: string, sourceId: string, ext: string): ObjectLocation {
  return { bucket: 'ingest', key: ingestObjectKey(projectId, sourceId, ext) };
}

const mediaKey = (projectId: string, sourceId: string, file: string): ObjectLocation => ({
  bucket: 'media',
  key: `${projectId}/${sourceId}/${file}`,
});

/** Derived media of one source, all under `{projectId}/{sourceId}/` in bucket 'media'. */
export const mediaKeys = {
  /** Browser-playable H.264/AAC proxy the player streams. */
  proxy: (projectId: string, sourceId: string) => mediaKey(projectId, sourceId, 'proxy.mp4'),
  /** 16 kHz mono WAV the transcription engines read. */
  audio: (projectId: string, sourceId: string) => mediaKey(projectId, sourceId, 'audio.wav'),
  /** Peaks for drawing the waveform. */
  waveform: (projectId: string, sourceId: string) => mediaKey(projectId, sourceId, 'waveform.json'),
  /** Poster frame shown in lists. */
  thumbnail: (projectId: string, sourceId: string) => mediaKey(projectId, sourceId, 'thumbnail.jpg'),
  /** Numbered frames for the scrubber strip (index from 0). */
  thumbnailFrame: (projectId: string, sourceId: string, index: number) =>
    mediaKey(projectId, sourceId, `thumbnails/${String(Math.max(0, Math.trunc(index))).padStart(5, '0')}.jpg`),
  /** A B-roll file's shot log (its metadata_s3_uri). */
  brollLog: (projectId: string, sourceId: string) => mediaKey(projectId, sourceId, 'broll.json'),
  /** The best frame of a B-roll file's first shot, shown beside its group. */
  brollThumbnail: (projectId: string, sourceId: string) => mediaKey(projectId, sourceId, 'broll.jpg'),
  /** Prefix under which all of a source's derived media live (for deletion). */
  sourcePrefix: (projectId: string, sourceId: string) => mediaKey(projectId, sourceId, ''),
};

/** A safe export file name: keeps letters, digits, dot, dash and underscore; never a path. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return cleaned || 'export';
}

/** An export's result file: bucket 'exports', `{projectId}/{exportId}/{file}`. */
export function exportKey(projectId: string, exportId: string, file: string): ObjectLocation {
  return { bucket: 'exports', key: `${projectId}/${exportId}/${sanitiseFileName(file)}` };
}

/** Where all of one source's objects live: its original in 'ingest', its derived media in 'media'. */
export function sourcePrefixes(projectId: string, sourceId: string): ObjectLocation[] {
  return [
    { bucket: 'ingest', key: `${projectId}/${sourceId}/` },
    { bucket: 'media', key: `${projectId}/${sourceId}/` },
  ];
}

/** Where all of one project's objects live: originals, derived media and exports (renders included). */
export function projectPrefixes(projectId: string): ObjectLocation[] {
  return (['ingest', 'media', 'exports'] as const).map((bucket) => ({ bucket, key: `${projectId}/` }));
}

export type BrandingKind = 'image' | 'overlay';

/** Branding images are `{userId}/{category}.png`, overlays `{userId}/{category}.mov` (spec, chat §7). */
export function brandingKey(userId: string, category: string, kind: BrandingKind = 'image'): ObjectLocation {
  const safeCategory = category.toLowerCase().replace(/[^a-z0-9_-]+/g, '_') || 'default';
  return { bucket: 'branding', key: `${userId}/${safeCategory}.${kind === 'overlay' ? 'mov' : 'png'}` };
}

/** `s3://bucket/key`: how object references are stored in the database and sent to clients. */
export function formatObjectUri(bucket: string, key: string): string {
  return `s3://${bucket}/${key}`;
}

/** The inverse of formatObjectUri; null for anything that isn't `s3://bucket/key` with a non-empty key. */
export function parseObjectUri(uri: string): ObjectLocation | null {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (!match?.[1] || !match[2]) return null;
  return { bucket: match[1], key: match[2] };
}
