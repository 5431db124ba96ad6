import { subscriptionTierSchema, type SubscriptionTier } from '@otto/shared/user';
import { planCredits } from './plans';

/** Tier values the server does not know read as free, as they do everywhere else. */
export const knownTier = (tier: string): SubscriptionTier => subscriptionTierSchema.catch('free').parse(tier);

/** Processing costs per started minute: 61 s of footage is two minutes. Nothing costs nothing. */
export function processingCredits(tier: SubscriptionTier, durationSeconds: number): number {
  if (!(durationSeconds > 0)) return 0;
  return Math.ceil(durationSeconds / 60) * planCredits[tier].perProcessingMinute;
}

export const exportCredits = (tier: SubscriptionTier): number => planCredits[tier].perExport;

/**
 * The end of the billing period that holds `now` (unix seconds), for a user without a paid
 * subscription: monthly from the previous end (or from now for a first period), by calendar
 * month in UTC so a period starting on the 31st ends on the last day of a short month.
 */
export function nextPeriodEnd(previousEnd: number | null, now: number): number {
  let start = previousEnd ?? now;
  let end = addMonth(start);
  while (end <= now) {
    start = end;
    end = addMonth(start);
  }
  return end;
}

function addMonth(unixSeconds: number): number {
  const d = new Date(unixSeconds * 1000);
  const day = d.getUTCDate();
  const next = new Date(d);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}
