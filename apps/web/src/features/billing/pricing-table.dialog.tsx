import { upgradeDialogTitle } from '@otto/shared/billing';
import { billingText, timingsMs } from '@otto/shared/constants';
import type { User } from '@otto/shared/user';
import { createElement, useEffect, useState } from 'react';
import { currentColourMode } from '../../app/colour-mode';
import { useModals } from '../../app/modals.store';
import { track } from '../../lib/analytics';
import { Modal } from '../../ui/modal';
import { useCurrentUser } from '../auth/auth.queries';
import { createCustomerSession, useBillingConfig } from './billing.queries';
import { atLeast, pricingTableAttributes } from './pricing-table.fns';
import { loadScriptOnce } from './stripe-js.loader';

/**
 * 'Ready to upgrade?' with Stripe's embedded pricing table (spec chat §2), or its export-limit
 * variant 'Want more exports?'. Nothing opens while billing is off.
 */
export function PricingTableDialog() {
  const upgrade = useModals((s) => s.upgrade);
  const close = useModals((s) => s.closeUpgrade);
  const enabled = useBillingConfig().enabled;
  const user = useCurrentUser();
  const variant = upgrade?.variant ?? 'default';
  const open = Boolean(upgrade) && enabled;
  useEffect(() => void (open && track('upgrade_modal_shown', { reason: variant })), [open, variant]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={upgradeDialogTitle(variant)}
      titleTestId="upgrade-title"
      testId="upgrade-dialog"
      description={billingText.upgradeSubtitle}
      size="xl"
    >
      {variant === 'export_limit' && (
        <p className="mb-3 text-sm text-muted" data-testid="export-limit-sign">
          {billingText.exportLimitSign}
        </p>
      )}
      {open && (user ? <PricingTable user={user} /> : <p data-testid="pricing-signed-out">{billingText.signedOut}</p>)}
    </Modal>
  );
}

function PricingTable({ user }: { user: User }) {
  const billing = useBillingConfig();
  const [loaded, setLoaded] = useState<{ sessionSecret: string | null; scriptFailed: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    const script = loadScriptOnce(billing.pricingTableJsUrl).then(
      () => false,
      () => true,
    );
    // Spec §7: without a customer session the table still works, keyed by the customer's email.
    const session = createCustomerSession().then(
      (r) => r.session_secret,
      (error: unknown) => {
        console.error('Customer session failed; the pricing table falls back to the email', error);
        return null;
      },
    );
    void atLeast(Promise.all([script, session]), timingsMs.pricingSpinnerMin).then(([scriptFailed, sessionSecret]) => {
      if (live) setLoaded({ sessionSecret, scriptFailed });
    });
    return () => {
      live = false;
    };
  }, [billing.pricingTableJsUrl]);

  if (!user.email) return <p data-testid="pricing-signed-out">{billingText.signedOut}</p>;
  if (!loaded)
    return (
      <div role="status" aria-label="Loading plans" data-testid="pricing-loading" className="grid place-items-center py-16">
        <div aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-2 border-line border-t-accent" />
      </div>
    );
  const attributes = pricingTableAttributes({
    billing,
    colourMode: currentColourMode(),
    sessionSecret: loaded.sessionSecret,
    email: user.email,
  });
  if (!attributes || loaded.scriptFailed)
    return (
      <p className="text-sm text-danger" data-testid="pricing-unavailable">
        Plans can't be shown right now. Please try again later.
      </p>
    );
  return <div data-testid="pricing-table">{createElement('stripe-pricing-table', attributes)}</div>;
}
