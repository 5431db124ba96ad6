/** What a link preview shows for a shared chat (Open Graph / Twitter card tags). */
export interface SharePageMeta {
  title: string;
  description: string;
  /** An absolute URL of a poster frame, or null when the chat has no video. */
  image: string | null;
  url: string;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const escapeXml = escapeHtml;

/** The preview tags for one shared chat, to go into the page's <head>. */
export function sharePageTags(meta: SharePageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="video.other">`,
    `<meta property="og:site_name" content="Otto">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
  ];
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}">`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(meta.image)}">`);
  }
  return tags.join('\n    ');
}

/** The web app's index.html with the share's tags in place of its own title (crawlers don't run the app). */
export function injectShareTags(indexHtml: string, meta: SharePageMeta): string {
  const withoutTitle = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  return withoutTitle.replace(/<\/head>/i, `  ${sharePageTags(meta)}\n  </head>`);
}

/** A page of its own when the web app is not built (API-only deployments still give previews). */
export function standaloneSharePage(meta: SharePageMeta): string {
  return `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    ${sharePageTags(meta)}\n  </head>\n  <body><a href="${escapeHtml(meta.url)}">${escapeHtml(meta.title)}</a></body>\n</html>\n`;
}

/** The sitemap of live shared chats (sitemaps.org protocol), each with when it last changed. */
export function renderSitemap(baseUrl: string, entries: readonly { id: string; updatedAt: Date }[]): string {
  const base = baseUrl.replace(/\/+$/, '');
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${escapeXml(`${base}/share/${e.id}`)}</loc>\n    <lastmod>${e.updatedAt.toISOString()}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

/** One line about the chat for previews: what it is, who shared it, how many edits. */
export function shareDescription(input: { ownerName: string | null; edits: number; files: number }): string {
  const who = input.ownerName ? `${input.ownerName} shared a chat` : 'A shared chat';
  const edits = input.edits === 1 ? '1 edit' : `${input.edits} edits`;
  const files = input.files === 1 ? '1 file' : `${input.files} files`;
  return `${who} with Otto, the AI assistant for video editors: ${edits} of ${files}. Watch them here and clone the chat to keep editing.`;
}
