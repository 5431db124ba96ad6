/** The 'Purchase Credits' modal's steps (spec chat §2, §4): quantity, then card, then success. */
import { creditQuantityMessage, type CreditPaymentIntentResponse } from '@otto/shared/api/billing';
import { creditPurchaseCents, isValidCreditQuantity } from '@otto/shared/billing';
import { credits, planCreditDiscount } from '@otto/shared/constants';
import type { SubscriptionTier } from '@otto/shared/user';

export type PurchaseStep =
  | { step: 'quantity' }
  | { step: 'card'; quantity: number; intent: CreditPaymentIntentResponse }
  | { step: 'success'; quantity: number; amountCents: number };

export interface PurchaseState {
  /** What is in the quantity box, kept as typed so 'Back' returns to it unchanged. */
  quantityText: string;
  current: PurchaseStep;
  /** The message under the step's action: an invalid quantity, a failed intent or a failed payment. */
  error: string | null;
  busy: boolean;
}

export const defaultCreditQuantity = 10;

/** Every opening starts here (spec: the state resets each time the modal opens). */
export const initialPurchaseState = (): PurchaseState => ({
  quantityText: String(defaultCreditQuantity),
  current: { step: 'quantity' },
  error: null,
  busy: false,
});

export type PurchaseAction =
  | { type: 'quantity_typed'; text: string }
  | { type: 'submit_started' }
  | { type: 'failed'; message: string }
  | { type: 'intent_created'; quantity: number; intent: CreditPaymentIntentResponse }
  | { type: 'back' }
  | { type: 'paid' };

export function purchaseReducer(state: PurchaseState, action: PurchaseAction): PurchaseState {
  switch (action.type) {
    case 'quantity_typed':
      return { ...state, quantityText: action.text, error: null };
    case 'submit_started':
      return { ...state, busy: true, error: null };
    case 'failed':
      return { ...state, busy: false, error: action.message };
    case 'intent_created':
      return { ...state, busy: false, error: null, current: { step: 'card', quantity: action.quantity, intent: action.intent } };
    case 'back':
      return state.current.step === 'card' ? { ...state, busy: false, error: null, current: { step: 'quantity' } } : state;
    case 'paid':
      return state.current.step === 'card'
        ? {
            ...state,
            busy: false,
            error: null,
            current: { step: 'success', quantity: state.current.quantity, amountCents: state.current.intent.amount },
          }
        : state;
  }
}

/** The typed quantity as a whole number of credits from 1 to 50000, or the message to show. */
export function parseCreditQuantity(text: string): { quantity: number } | { error: string } {
  const trimmed = text.trim();
  const quantity = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  return isValidCreditQuantity(quantity) ? { quantity } : { error: creditQuantityMessage };
}

export const formatCents = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export interface PurchaseQuote {
  totalCents: number;
  /** The price before the plan's discount, shown struck through when a discount applies. */
  fullCents: number;
  discountPercent: number;
}

/** What the typed quantity costs on the user's plan (spec §9: 1500 cents a credit, plan discount, rounded). */
export function purchaseQuote(quantity: number, tier: SubscriptionTier): PurchaseQuote {
  const totalCents = creditPurchaseCents(quantity, tier);
  return {
    totalCents,
    fullCents: quantity * credits.priceCents,
    discountPercent: Math.round(planCreditDiscount[tier] * 100),
  };
}
