/**
 * The embedded demo's address, which the web app renders without its chrome and the server lets other
 * websites frame: the site root with `?embed=demo` (and optionally `&share=<id>`).
 */
export const embedDemoParams = { embed: 'embed', value: 'demo', share: 'share' } as const;

export const isEmbeddedDemoAddress = (pathname: string, search: string): boolean =>
  pathname === '/' && new URLSearchParams(search).get(embedDemoParams.embed) === embedDemoParams.value;
