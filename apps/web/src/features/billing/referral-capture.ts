import { referralCodeSchema, referralCookieName, referralQueryParam } from '@otto/shared/api/billing';
import { setBrowserCookie } from '../../lib/cookies';

/** How long an invitation is remembered when the visitor signs up on a later visit. */
const referralCookieDays = 30;

/** The referral code of a `/?ref=…` link, or null when there is none or it is malformed. */
export function referralCodeFrom(search: string): string | null {
  const parsed = referralCodeSchema.safeParse(new URLSearchParams(search).get(referralQueryParam) ?? undefined);
  return parsed.success ? parsed.data : null;
}

/**
 * A visitor arriving through a friend's referral link: the code is kept in a first-party cookie,
 * which the server reads at sign-up (local or Google), and dropped from the address bar.
 */
export function captureReferralCode(location: Location = window.location, history: History = window.history): void {
  const code = referralCodeFrom(location.search);
  if (!code) return;
  setBrowserCookie(referralCookieName, code, { maxAgeDays: referralCookieDays, sameSite: 'Lax' });
  const url = new URL(location.href);
  url.searchParams.delete(referralQueryParam);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
