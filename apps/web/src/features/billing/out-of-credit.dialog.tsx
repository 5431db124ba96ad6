import { upgradeModalTitle } from '@otto/shared/billing';
import { billingText } from '@otto/shared/constants';
import { tierDisplayNames } from '@otto/shared/user';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useModals } from '../../app/modals.store';
import { track } from '../../lib/analytics';
import { Modal } from '../../ui/modal';
import { sessionQueryKey, useCurrentUser } from '../auth/auth.queries';

/**
 * Opened when the server refuses work with out_of_credits (spec §2, §8). The title follows the
 * balance, which is read again on open: 'You're out of credit.' at zero.
 */
export function OutOfCreditDialog() {
  const open = useModals((s) => s.outOfCredit);
  const close = useModals((s) => s.closeOutOfCredit);
  const user = useCurrentUser();
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
      {user && (
        <p className="mb-4 text-sm text-muted" data-testid="out-of-credit-balance">
          {tierDisplayNames[user.subscriptionTier]} plan · {creditsLeft} credits left
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-primary" data-testid="out-of-credit-close" onClick={close}>
          Not now
        </button>
      </div>
    </Modal>
  );
}
