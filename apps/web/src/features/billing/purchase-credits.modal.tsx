import { billingText } from '@otto/shared/constants';
import type { User } from '@otto/shared/user';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';
import { ApiError } from '../../api/client';
import { useModals } from '../../app/modals.store';
import { Modal } from '../../ui/modal';
import { useCurrentUser } from '../auth/auth.queries';
import { createCreditPaymentIntent, refreshUserInfoAfterPayment, useBillingConfig } from './billing.queries';
import { CardPayment } from './card-payment.form';
import { initialPurchaseState, purchaseReducer } from './purchase-credits.state';
import { CardStepFrame, QuantityStep, StepError, SuccessStep } from './purchase-credits.steps';
import { loadStripeFrom } from './stripe-js.loader';

/** 'Purchase Credits' (spec chat §2): quantity, then card, then success; every opening starts over. */
export function PurchaseCreditsModal() {
  const opened = useModals((s) => s.purchaseCredits);
  const close = useModals((s) => s.closePurchaseCredits);
  const user = useCurrentUser();
  return (
    <Modal
      open={Boolean(opened)}
      onOpenChange={(next) => !next && close()}
      title={billingText.purchaseTitle}
      titleTestId="purchase-credits-title"
      testId="purchase-credits"
    >
      {/* Keyed by the opening, so state from an earlier opening never shows (spec: reset on open). */}
      {opened && (user ? <PurchaseFlow key={opened.openedAt} user={user} onDone={close} /> : <StepError message={billingText.notSignedIn} />)}
    </Modal>
  );
}

/** Intent creation failures (spec §8): the user's network, else a generic line; a lost session says so. */
export function intentFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return billingText.notSignedIn;
  if (error instanceof ApiError && error.code === 'network_error') return billingText.intentNetworkError;
  return billingText.intentFailed;
}

function PurchaseFlow({ user, onDone }: { user: User; onDone(): void }) {
  const [state, dispatch] = useReducer(purchaseReducer, undefined, initialPurchaseState);
  // While the card is being charged, 'Back' would abandon a payment already on its way.
  const [paying, setPaying] = useState(false);
  const queryClient = useQueryClient();
  const billing = useBillingConfig();
  // Stripe.js starts loading with the modal, so the card form is ready by the time step 2 shows.
  const stripe = useMemo(
    () => (billing.publishableKey ? loadStripeFrom(billing.stripeJsUrl, billing.publishableKey) : Promise.resolve(null)),
    [billing.publishableKey, billing.stripeJsUrl],
  );

  const createIntent = async (quantity: number) => {
    dispatch({ type: 'submit_started' });
    try {
      const intent = await createCreditPaymentIntent({ quantity });
      dispatch({ type: 'intent_created', quantity, intent });
    } catch (error) {
      console.error('Credit payment intent failed', error);
      dispatch({ type: 'failed', message: intentFailureMessage(error) });
    }
  };

  const { current } = state;
  if (current.step === 'quantity')
    return (
      <QuantityStep
        quantityText={state.quantityText}
        tier={user.subscriptionTier}
        error={state.error}
        busy={state.busy}
        onQuantity={(text) => dispatch({ type: 'quantity_typed', text })}
        onInvalid={(message) => dispatch({ type: 'failed', message })}
        onContinue={(quantity) => void createIntent(quantity)}
      />
    );
  if (current.step === 'card')
    return (
      <CardStepFrame quantity={current.quantity} amountCents={current.intent.amount} busy={paying} onBack={() => dispatch({ type: 'back' })}>
        <CardPayment
          stripe={stripe}
          intentSecret={current.intent.intent_secret}
          amountCents={current.intent.amount}
          signedIn
          onBusy={setPaying}
          onPaid={() => {
            dispatch({ type: 'paid' });
            refreshUserInfoAfterPayment(queryClient);
          }}
        />
      </CardStepFrame>
    );
  return <SuccessStep quantity={current.quantity} onDone={onDone} />;
}
