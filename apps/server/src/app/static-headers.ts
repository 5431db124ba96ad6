/**
 * Headers for the built web app's static files, beyond the type and validators @fastify/static sets.
 * - The web app manifest needs its registered type for browsers to install the app.
 * - The service worker is revalidated on every load, so a new release replaces the old shell.
 * - Intro videos, captions and posters keep their names across releases; the app asks for them with
 *   the manifest's version in the query, so a day in the browser's cache never shows a stale video,
 *   and ETag revalidation covers anyone asking without it. (Types: video/webm, text/vtt, image/jpeg.)
 */
export function staticFileHeaders(path: string): Record<string, string> {
  if (path.endsWith('.webmanifest')) return { 'content-type': 'application/manifest+json; charset=utf-8' };
  if (path.endsWith('/sw.js')) return { 'cache-control': 'no-cache' };
  if (/\/intros\/[^/]+\.(webm|vtt|jpg)$/.test(path)) return { 'cache-control': 'public, max-age=86400' };
  return {};
}
