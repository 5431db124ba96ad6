import { showsUpgradeButton } from '@otto/shared/billing';
import { billingText } from '@otto/shared/constants';
import type { SubscriptionTier } from '@otto/shared/user';
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { modalsStore } from '../../app/modals.store';
import { showToast } from '../../ui/toast/toast';
import { billingPortalUrl } from './billing.queries';

const itemClass = 'w-full rounded-md px-2.5 py-2 text-left text-sm text-ink hover:bg-hover disabled:opacity-50';

/** The user menu's billing entries; the caller shows them only while billing is on. */
export function BillingMenuItems({ tier }: { tier: SubscriptionTier }) {
  const [openingPortal, setOpeningPortal] = useState(false);
  const openPortal = async () => {
    setOpeningPortal(true);
    try {
      window.location.assign(await billingPortalUrl());
    } catch (error) {
      console.error('Billing portal failed', error);
      showToast({ message: "The billing portal can't be opened right now. Please try again.", kind: 'error' });
      setOpeningPortal(false);
    }
  };
  const modals = modalsStore.getState;
  return (
    <div className="border-t border-line py-1" data-testid="billing-menu">
      <Popover.Close className={itemClass} data-testid="menu-purchase-credits" onClick={() => modals().openPurchaseCredits()}>
        {billingText.purchaseTitle}
      </Popover.Close>
      {showsUpgradeButton(tier) && (
        <Popover.Close className={itemClass} data-testid="menu-upgrade" onClick={() => modals().openUpgrade()}>
          Upgrade
        </Popover.Close>
      )}
      <button type="button" className={itemClass} data-testid="menu-billing-portal" disabled={openingPortal} onClick={() => void openPortal()}>
        {openingPortal ? 'Opening billing portal…' : 'Billing portal'}
      </button>
      <Popover.Close className={itemClass} data-testid="menu-refer" onClick={() => modals().openReferral()}>
        Refer a friend
      </Popover.Close>
    </div>
  );
}
