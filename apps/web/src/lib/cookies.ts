/** Small, explicit cookie helpers: the welcome flag and other UI memories live in first-party cookies. */

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeDays?: number;
  sameSite?: 'Strict' | 'Lax';
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`];
  if (options.maxAgeDays !== undefined) parts.push(`Max-Age=${Math.round(options.maxAgeDays * 86400)}`);
  return parts.join('; ');
}

export function getBrowserCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, name);
}

export function setBrowserCookie(name: string, value: string, options?: CookieOptions): void {
  if (typeof document !== 'undefined') document.cookie = serializeCookie(name, value, options);
}
