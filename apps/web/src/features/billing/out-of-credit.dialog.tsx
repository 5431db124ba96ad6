import { showsUpgradeButton, upgradeModalTitle } from '@otto/shared/billing';
import { billingText } from '@otto/shared/constants';
import { tierDisplayNames, type User } from '@otto/shared/user';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { modalsStore, useModals } from '../../app/modals.store';
import { track } from '../../lib/analytics';
import { Modal } from '../../ui/modal';
import { sessionQueryKey, useCurrentUser } from '../auth/auth.queries';
import { useBillingEnabled } from './billing.queries';

/**
 * The upgrade / out-of-credits modal (spec §2, §8), opened when the server refuses work with
 * out_of_credits and from the user menu. The title follows the balance, read again on open:
 * 'You're out of credit.' at zero.
 */
export function OutOfCreditDialog() {
  const open = useModals((s) => s.outOfCredit);
  const close = useModals((s) => s.closeOutOfCredit);
  const user = useCurrentUser();
  const billing = useBillingEnabled();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!open) return;
    track('upgrade_modal_shown', { reason: 'out_of_credits' });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [open, queryClient]);
  const creditsLeft = user?.credits_left ?? 0;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={upgradeModalTitle(creditsLeft)}
      titleTestId="out-of-credit-title"
      testId="out-of-credit"
      description={billingText.upgradeSubtitle}
    >
      {user && <OutOfCreditBody user={user} billing={billing} onClose={close} />}
    </Modal>
  );
}

/** The balance and the ways on: upgrade (not for the top tiers), buy credits, refer friends. */
export function OutOfCreditBody({ user, billing, onClose }: { user: User; billing: boolean; onClose(): void }) {
  const modals = modalsStore.getState;
  return (
    <>
      <p className="mb-4 text-sm text-muted" data-testid="out-of-credit-balance">
        {tierDisplayNames[user.subscriptionTier]} plan · {user.credits_left} credits left
      </p>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {billing && (
          <button type="button" className="mr-auto text-sm text-accent hover:underline" data-testid="out-of-credit-refer" onClick={() => modals().openReferral()}>
            {billingText.referUsers}
          </button>
        )}
        <button type="button" className="btn-ghost" data-testid="out-of-credit-close" onClick={onClose}>
          Not now
        </button>
        {billing && (
          <button type="button" className="btn-secondary" data-testid="out-of-credit-buy" onClick={() => modals().openPurchaseCredits()}>
            {billingText.buyCredits}
          </button>
        )}
        {billing && showsUpgradeButton(user.subscriptionTier) && (
          <button type="button" className="btn-primary" data-testid="out-of-credit-upgrade" onClick={() => modals().openUpgrade()}>
            {billingText.upgradePlan}
          </button>
        )}
      </div>
    </>
  );
}
