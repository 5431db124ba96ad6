import { creditQuantityMessage } from '@otto/shared/api/billing';
import { describe, expect, it } from 'vitest';
import {
  formatCents,
  initialPurchaseState,
  parseCreditQuantity,
  purchaseQuote,
  purchaseReducer,
  type PurchaseState,
} from './purchase-credits.state';

const intent = { intent_secret: 'pi_1_secret_2', session_secret: 'cuss_3', amount: 15000 };

describe('the Purchase Credits steps', () => {
  it('go quantity → card → success, and Back returns to the quantity as it was typed', () => {
    let state: PurchaseState = purchaseReducer(initialPurchaseState(), { type: 'quantity_typed', text: '10' });
    state = purchaseReducer(state, { type: 'submit_started' });
    expect(state.busy).toBe(true);
    state = purchaseReducer(state, { type: 'intent_created', quantity: 10, intent });
    expect(state.current).toEqual({ step: 'card', quantity: 10, intent });
    const back = purchaseReducer(state, { type: 'back' });
    expect(back.current).toEqual({ step: 'quantity' });
    expect(back.quantityText).toBe('10');
    const paid = purchaseReducer(state, { type: 'paid' });
    expect(paid.current).toEqual({ step: 'success', quantity: 10, amountCents: 15000 });
  });

  it('start over at the quantity step with no message on each opening', () => {
    expect(initialPurchaseState()).toEqual({ quantityText: '10', current: { step: 'quantity' }, error: null, busy: false });
  });

  it('keep a failure on the current step until the user types again', () => {
    let state = purchaseReducer(initialPurchaseState(), { type: 'submit_started' });
    state = purchaseReducer(state, { type: 'failed', message: 'Failed to initialize payment.' });
    expect(state).toMatchObject({ busy: false, error: 'Failed to initialize payment.', current: { step: 'quantity' } });
    expect(purchaseReducer(state, { type: 'quantity_typed', text: '12' }).error).toBeNull();
  });

  it('cannot jump to success from the quantity step', () => {
    const state = initialPurchaseState();
    expect(purchaseReducer(state, { type: 'paid' })).toBe(state);
  });
});

describe('credit quantity', () => {
  it('accepts a whole number from 1 to 50000', () => {
    expect(parseCreditQuantity('1')).toEqual({ quantity: 1 });
    expect(parseCreditQuantity(' 50000 ')).toEqual({ quantity: 50000 });
  });

  it.each(['0', '50001', '2.5', '-3', '', 'ten', '1e3'])('refuses %j with the limits in the message', (text) => {
    expect(parseCreditQuantity(text)).toEqual({ error: creditQuantityMessage });
  });

  it('says the limits', () => {
    expect(creditQuantityMessage).toBe('Please enter a number of credits from 1 to 50000.');
  });
});

describe('credit price on a plan', () => {
  it('is $15.00 a credit on free, 25 % off on Plus and half on Pro, rounded to the cent', () => {
    expect(purchaseQuote(10, 'free')).toEqual({ totalCents: 15000, fullCents: 15000, discountPercent: 0 });
    expect(purchaseQuote(3, 'starter')).toEqual({ totalCents: 3375, fullCents: 4500, discountPercent: 25 });
    expect(purchaseQuote(7, 'pro')).toEqual({ totalCents: 5250, fullCents: 10500, discountPercent: 50 });
    expect(formatCents(3375)).toBe('$33.75');
    expect(formatCents(75_000_000)).toBe('$750,000.00');
  });
});
