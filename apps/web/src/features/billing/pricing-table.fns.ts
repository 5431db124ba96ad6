import type { BillingClientConfig } from '@otto/shared/api/billing';
import type { ColourMode } from '../../app/colour-mode';

/**
 * The attributes of Stripe's `<stripe-pricing-table>` (spec chat §2, §7): the table for the colour
 * mode, and the customer session's secret, or the user's email when the session could not be made.
 * Null when there is no table to show.
 */
export function pricingTableAttributes(opts: {
  billing: BillingClientConfig;
  colourMode: ColourMode;
  sessionSecret: string | null;
  email: string;
}): Record<string, string> | null {
  const tableId = opts.billing.pricingTableIds[opts.colourMode];
  if (!opts.billing.enabled || !opts.billing.publishableKey || !tableId) return null;
  return {
    'pricing-table-id': tableId,
    'publishable-key': opts.billing.publishableKey,
    ...(opts.sessionSecret
      ? { 'customer-session-client-secret': opts.sessionSecret }
      : { 'customer-email': opts.email }),
  };
}

/** Resolves with the work's result, but never sooner than `minMs` (spec: the spinner shows at least 800 ms). */
export async function atLeast<T>(work: Promise<T>, minMs: number): Promise<T> {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, minMs))]);
  return result;
}
