import { readCookie, serializeCookie } from '../../lib/cookies';

export const WELCOME_COOKIE = 'hasSeenWelcomeMessage';
/** The spec leaves the expiry open; a year keeps returning visitors from seeing it again. */
export const WELCOME_COOKIE_DAYS = 365;

export const hasSeenWelcome = (cookieHeader: string): boolean => readCookie(cookieHeader, WELCOME_COOKIE) === 'true';

export const welcomeSeenCookie = (): string =>
  serializeCookie(WELCOME_COOKIE, 'true', { maxAgeDays: WELCOME_COOKIE_DAYS });
