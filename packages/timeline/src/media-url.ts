/**
 * file:// URLs for media references. Editing apps relink by these, so spaces, '#', '?', '%' and
 * non-ASCII names must be percent-encoded (UTF-8) exactly once. Pure string work: no node:url,
 * so the web app can build the same URLs.
 */

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** "/Users/ana/Día 1/take #2.mov" → "file:///Users/ana/D%C3%ADa%201/take%20%232.mov"; Windows paths too. */
export function fileUrlFromPath(path: string): string {
  const slashed = path.replace(/\\/g, '/');
  const drive = /^([A-Za-z]):\//.exec(slashed);
  const rest = drive ? slashed.slice(2) : slashed;
  if (!rest.startsWith('/')) throw new RangeError(`A media path must be absolute: ${path}`);
  const encoded = rest.split('/').map(encodeSegment).join('/');
  return `file://${drive ? `/${drive[1]}:` : ''}${encoded}`;
}

/** FCP7 XML writes local files with the "localhost" authority: file://localhost/Users/… */
export function localhostFileUrl(url: string): string {
  return url.startsWith('file:///') ? `file://localhost/${url.slice('file:///'.length)}` : url;
}

export function pathFromFileUrl(url: string): string {
  const match = /^file:\/\/(?:localhost)?(\/.*)$/.exec(url);
  if (!match?.[1]) throw new RangeError(`Not a local file URL: ${url}`);
  const path = decodeURIComponent(match[1]);
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1) : path;
}

/** The last path component, decoded: the original file name editors see. */
export function fileNameFromUrl(url: string): string {
  const path = pathFromFileUrl(url);
  return path.slice(path.lastIndexOf('/') + 1);
}

/** "interview take 1.mp4" → "interview take 1". */
export function fileStem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
