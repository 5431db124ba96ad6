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

export interface DeviceInfo {
  isMobile: boolean;
  isInAppBrowser: boolean;
}

export function detectDevice(nav: { userAgent: string; maxTouchPoints?: number } | undefined = globalThis.navigator): DeviceInfo {
  const userAgent = nav?.userAgent ?? '';
  return { isMobile: isMobileDevice(userAgent, nav?.maxTouchPoints ?? 0), isInAppBrowser: isInAppBrowser(userAgent) };
}
