/** User-agent sniffing the sign-in dialog and mode picker rely on. Pure so it can be tested without a browser. */

// Facebook, Instagram, LINE, Twitter/X and LinkedIn in-app browsers, and Android WebViews ("; wv)").
const IN_APP_BROWSER = /FBAN|FBAV|Instagram|Line\/|Twitter|LinkedInApp|wv\)/i;
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|Opera Mini/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}

/** iPadOS reports itself as a Mac; the touch-point count tells them apart. */
export function isMobileDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (MOBILE.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * Touch-only: the main pointer is a finger that cannot hover, and no mouse, trackpad or pen is
 * attached (a touch laptop or a tablet with a trackpad has a fine pointer and is not touch-only).
 */
export function isTouchOnly(matches: (mediaQuery: string) => boolean): boolean {
  return matches('(pointer: coarse)') && matches('(hover: none)') && !matches('(any-pointer: fine)');
}

export interface DeviceInfo {
  isMobile: boolean;
  isInAppBrowser: boolean;
  /** Files are picked with a tap, not dropped: the local upload opens its own dialog (spec import §2). */
  isTouchOnly: boolean;
}

export function detectDevice(
  nav: { userAgent: string; maxTouchPoints?: number } | undefined = globalThis.navigator,
  matches: (mediaQuery: string) => boolean = (q) => globalThis.matchMedia?.(q).matches ?? false,
): DeviceInfo {
  const userAgent = nav?.userAgent ?? '';
  return {
    isMobile: isMobileDevice(userAgent, nav?.maxTouchPoints ?? 0),
    isInAppBrowser: isInAppBrowser(userAgent),
    isTouchOnly: isTouchOnly(matches),
  };
}
