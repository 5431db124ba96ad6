/**
 * Content types by extension: local objects keep no metadata, and keys always end in a known extension.
 * Only types Otto itself writes are listed; anything else (.html, .svg, …) is served as bytes.
 */
const byExt: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  mxf: 'application/mxf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  json: 'application/json',
  otio: 'application/json',
  xml: 'application/xml',
  fcpxml: 'application/xml',
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  edl: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot >= 0 ? key.slice(dot + 1).toLowerCase() : '';
  return byExt[ext] ?? 'application/octet-stream';
}

/** The media a browser may show inline: audio, video and images from the list above (raster only, never SVG). */
const inlineTypes = new Set(Object.values(byExt).filter((type) => /^(audio|video|image)\//.test(type)));

export interface ServedAs {
  contentType: string;
  /** Set for everything that is not inline media, so no served object can become a page on Otto's origin. */
  disposition?: string;
}

/**
 * How an object is served, from its key alone (never from what a client declared): inline media,
 * or an attachment named `downloadName` (else the key's last segment) for documents and the unknown.
 */
export function servedAs(key: string, downloadName?: string): ServedAs {
  const contentType = contentTypeForKey(key);
  if (downloadName) return { contentType, disposition: attachmentDisposition(downloadName) };
  if (inlineTypes.has(contentType)) return { contentType };
  return { contentType, disposition: attachmentDisposition(key.slice(key.lastIndexOf('/') + 1) || 'download') };
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the exact UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
