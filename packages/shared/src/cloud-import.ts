/** Checks for link-based imports: video site, S3 URIs, review platform (spec import §5). */
import { durationLimits, importLimits, timingsMs } from './constants';
import { cloudImportText } from './ui-text';

/** Hosts and path shapes of YouTube links; the scheme may be left off, as people paste them. */
const youtubeLink =
  /^(?:https?:\/\/)?(?:(?:www|m|music)\.)?(?:youtube\.com\/(?:watch\?(?:[^#\s]*&)?v=|shorts\/|embed\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/][^\s]*)?$/i;

/** The video id of a YouTube link (watch, short, shorts, embed, live), or null for anything else. */
export function parseYouTubeUrl(text: string): string | null {
  return youtubeLink.exec(text.trim())?.[1] ?? null;
}

/** Null when the video may be imported, else the message to show. */
export function checkVideoSiteDuration(
  durationSec: number,
  maxHours: number = durationLimits.maxVideoSiteHours,
): string | null {
  return durationSec > maxHours * 3600 ? cloudImportText.youtubeTooLong(maxHours) : null;
}

export interface S3ImportRow {
  uri: string;
  filename: string;
}

export type S3ImportParse = { ok: true; files: S3ImportRow[] } | { ok: false; error: string };

/**
 * Rows whose URI starts with the allowed prefix are imported; empty rows are skipped. Nothing
 * valid at all is an error. A missing filename falls back to the URI's last path segment.
 */
export function parseS3ImportRows(rows: readonly S3ImportRow[], allowedPrefix: string): S3ImportParse {
  const files = rows
    .map((r) => ({ uri: r.uri.trim(), filename: r.filename.trim() }))
    .filter((r) => r.uri.startsWith(allowedPrefix) && r.uri.length > allowedPrefix.length)
    .map((r) => ({ uri: r.uri, filename: r.filename || (r.uri.split('/').pop() ?? r.uri) }));
  return files.length > 0 ? { ok: true, files } : { ok: false, error: cloudImportText.s3InvalidUris };
}

export type FrameioAssetParse = { ok: true; assetId: string } | { ok: false; error: string };

/** The asset id is the path segment after /view/ in a review-platform link. */
export function parseFrameioAssetUrl(text: string): FrameioAssetParse {
  const match = /\/view\/([^/?#\s]+)/.exec(text.trim());
  return match?.[1]
    ? { ok: true, assetId: match[1] }
    : { ok: false, error: cloudImportText.frameioInvalidAssetUrl(text) };
}

/** Continue needs every link input filled in. */
export const canContinueFrameioImport = (inputs: readonly string[]): boolean =>
  inputs.length > 0 && inputs.every((v) => v.trim() !== '');

/** Another link input appears only when all are filled and the cloud-file maximum is not reached. */
export const canAddFrameioInput = (inputs: readonly string[], max: number = importLimits.maxCloudFiles): boolean =>
  inputs.every((v) => v.trim() !== '') && inputs.length < max;

/** The access token's payload: when it was made and how long it lives, both in seconds. */
export interface CloudTokenTimes {
  created_at: number;
  expires_in: number;
}

/** Refresh when the token expires within the 5-minute margin (or already has). */
export const cloudTokenNeedsRefresh = (token: CloudTokenTimes, nowMs: number): boolean =>
  (token.created_at + token.expires_in) * 1000 - nowMs <= timingsMs.cloudTokenRefreshMargin;

/**
 * The link a video-link import downloads, or null when the text is no link ('Please enter a valid
 * YouTube URL'). A YouTube link becomes its canonical watch URL; any other http(s) page or file
 * link is kept as typed, for yt-dlp's other extractors (the server decides which hosts it reaches).
 */
export function normaliseVideoLink(text: string): string | null {
  const id = parseYouTubeUrl(text);
  if (id) return `https://www.youtube.com/watch?v=${id}`;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
}
