/** Step 2 of 'Purchase Credits': the card, through Stripe Elements (spec chat §2, §5, §8). */
import { paymentBlocker, paymentErrorMessage, shouldAlertPaymentError } from '@otto/shared/billing';
import { billingText } from '@otto/shared/constants';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { currentColourMode } from '../../app/colour-mode';
import { track } from '../../lib/analytics';
import { openSupportChat } from '../support/support-chat.store';
import { formatCents } from './purchase-credits.state';
import { StepError } from './purchase-credits.steps';

export interface CardPaymentProps {
  stripe: Promise<Stripe | null>;
  intentSecret: string;
  amountCents: number;
  signedIn: boolean;
  onBusy(busy: boolean): void;
  onPaid(): void;
}

export function CardPayment(props: CardPaymentProps) {
  return (
    <Elements stripe={props.stripe}>
      <CardPaymentForm {...props} />
    </Elements>
  );
}

/** The card field sits in Stripe's iframe, which can't read our CSS variables: give it the palette's colours. */
function cardOptions(): StripeCardElementOptions {
  const light = typeof document !== 'undefined' && currentColourMode() === 'light';
  return {
    hidePostalCode: true,
    style: {
      base: { color: light ? '#16181b' : '#e6e8eb', fontSize: '14px', '::placeholder': { color: '#7b828c' } },
      invalid: { color: '#d63a48' },
    },
  };
}

function CardPaymentForm({ intentSecret, amountCents, signedIn, onBusy, onPaid }: CardPaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    const blocked = paymentBlocker({ signedIn, hasSession: intentSecret !== '', formLoaded: Boolean(stripe && card && ready) });
    if (blocked || !stripe || !card) {
      setError(blocked ?? billingText.stripeNotLoaded);
      return;
    }
    setBusy(true);
    onBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmCardPayment(intentSecret, { payment_method: { card } });
      if (result.error || result.paymentIntent?.status !== 'succeeded') {
        fail(result.error ?? { message: undefined });
        return;
      }
      onPaid();
    } catch (thrown) {
      // Stripe.js reports failures in its result; a throw is the script or the network giving way.
      fail({ type: 'network_error', message: thrown instanceof Error ? thrown.message : undefined });
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  const fail = (failure: { type?: string; code?: string; message?: string }) => {
    const message = paymentErrorMessage(failure);
    setError(message);
    // Spec §8: the text shows, the support chat opens, and the team hears of it unless it was the network.
    openSupportChat({ error: `Credit payment: ${failure.type ?? 'unknown'}: ${failure.message ?? message}` });
    if (shouldAlertPaymentError(failure)) track('error_shown', { kind: 'payment', code: failure.code ?? failure.type ?? 'payment_failed' });
  };

  return (
    <form onSubmit={(e) => void pay(e)} noValidate className="flex flex-col gap-3" data-testid="card-payment-form">
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-muted" id="card-label">
          Card
        </span>
        <div className="field py-2.5" data-testid="card-element" aria-labelledby="card-label">
          <CardElement options={cardOptions()} onReady={() => setReady(true)} onChange={() => setError(null)} />
        </div>
      </div>
      <StepError message={error} />
      <button type="submit" data-testid="purchase-pay" className="btn-primary py-2" disabled={busy}>
        {busy ? 'Processing…' : `Pay ${formatCents(amountCents)}`}
      </button>
    </form>
  );
}
