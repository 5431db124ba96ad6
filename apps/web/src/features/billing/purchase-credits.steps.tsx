/** The 'Purchase Credits' steps as plain views: the modal owns the state and the calls. */
import { creditQuantityMessage } from '@otto/shared/api/billing';
import { billingText, credits } from '@otto/shared/constants';
import { tierDisplayNames, type SubscriptionTier } from '@otto/shared/user';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { CheckIcon } from '../../ui/icons';
import { formatCents, parseCreditQuantity, purchaseQuote } from './purchase-credits.state';

export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid="purchase-error" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}

const StepLabel = ({ children }: { children: ReactNode }) => (
  <p className="text-xs font-medium tracking-wide text-faint uppercase" data-testid="purchase-step">
    {children}
  </p>
);

export function QuantityStep(props: {
  quantityText: string;
  tier: SubscriptionTier;
  error: string | null;
  busy: boolean;
  onQuantity(text: string): void;
  onContinue(quantity: number): void;
  onInvalid(message: string): void;
}) {
  const id = useId();
  const parsed = parseCreditQuantity(props.quantityText);
  const quote = 'quantity' in parsed ? purchaseQuote(parsed.quantity, props.tier) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('quantity' in parsed) props.onContinue(parsed.quantity);
    else props.onInvalid(parsed.error);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="purchase-quantity-step">
      <StepLabel>Step 1 of 2 · Quantity</StepLabel>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-muted">
          Credits
        </label>
        <input
          id={id}
          data-testid="purchase-quantity"
          className="field"
          type="number"
          inputMode="numeric"
          min={credits.minQuantity}
          max={credits.maxQuantity}
          step={1}
          autoFocus
          aria-invalid={quote ? undefined : true}
          value={props.quantityText}
          onChange={(e) => props.onQuantity(e.target.value)}
        />
        <p className="text-xs text-faint">
          {formatCents(credits.priceCents)} per credit, {credits.minQuantity} to {credits.maxQuantity} credits.
        </p>
      </div>
      <div className="flex items-baseline justify-between rounded-md border border-line bg-canvas px-3 py-2 text-sm">
        <span className="text-muted">Total</span>
        {quote ? (
          <span className="text-right">
            {quote.discountPercent > 0 && (
              <>
                <s className="mr-2 text-faint" data-testid="purchase-full-price">
                  {formatCents(quote.fullCents)}
                </s>
                <span className="mr-2 text-xs text-success" data-testid="purchase-discount">
                  {quote.discountPercent}% {tierDisplayNames[props.tier]} discount
                </span>
              </>
            )}
            <strong className="text-ink" data-testid="purchase-total">
              {formatCents(quote.totalCents)}
            </strong>
          </span>
        ) : (
          <span className="text-faint">—</span>
        )}
      </div>
      <StepError message={props.error ?? (props.quantityText.trim() !== '' && !quote ? creditQuantityMessage : null)} />
      <button type="submit" data-testid="purchase-continue" className="btn-primary py-2" disabled={props.busy}>
        {props.busy ? 'One moment…' : 'Continue to payment'}
      </button>
    </form>
  );
}

/** Step 2's frame around the card form; the form itself needs Stripe and lives with the modal. */
export function CardStepFrame(props: { quantity: number; amountCents: number; children: ReactNode; onBack(): void; busy: boolean }) {
  return (
    <div className="flex flex-col gap-3" data-testid="purchase-card-step">
      <StepLabel>Step 2 of 2 · Card</StepLabel>
      <p className="text-sm text-muted" data-testid="purchase-summary">
        {props.quantity} {props.quantity === 1 ? 'credit' : 'credits'} for{' '}
        <strong className="text-ink">{formatCents(props.amountCents)}</strong>
      </p>
      {props.children}
      <button type="button" data-testid="purchase-back" className="btn-ghost self-start" onClick={props.onBack} disabled={props.busy}>
        {billingText.back}
      </button>
    </div>
  );
}

export function SuccessStep({ quantity, onDone }: { quantity: number; onDone(): void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center" data-testid="purchase-success">
      <span aria-hidden="true" className="grid h-10 w-10 place-items-center rounded-full bg-success/15 text-success">
        <CheckIcon />
      </span>
      <p className="text-sm font-medium text-ink">
        Payment complete: {quantity} {quantity === 1 ? 'credit' : 'credits'} added.
      </p>
      <p className="text-xs text-muted">Your balance updates in a moment.</p>
      <button type="button" data-testid="purchase-done" className="btn-primary" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
