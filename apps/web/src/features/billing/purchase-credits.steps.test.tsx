import { billingText } from '@otto/shared/constants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { intentFailureMessage } from './purchase-credits.modal';
import { CardStepFrame, QuantityStep, SuccessStep } from './purchase-credits.steps';

const noop = () => undefined;
const quantityStep = (quantityText: string, tier: 'free' | 'starter' | 'pro' = 'free', error: string | null = null) =>
  renderToStaticMarkup(
    <QuantityStep quantityText={quantityText} tier={tier} error={error} busy={false} onQuantity={noop} onContinue={noop} onInvalid={noop} />,
  );

describe('Purchase Credits, step 1 (quantity)', () => {
  it('shows the rounded total at $15.00 a credit for a free user, with no discount line', () => {
    const html = quantityStep('10');
    expect(html).toContain('Step 1 of 2');
    expect(html).toMatch(/data-testid="purchase-total"[^>]*>\$150\.00</);
    expect(html).not.toContain('purchase-discount');
    expect(html).toMatch(/min="1"[^>]*max="50000"/);
  });

  it('shows a Plus user the full price struck through and their 25 % discount', () => {
    const html = quantityStep('3', 'starter');
    expect(html).toMatch(/<s[^>]*data-testid="purchase-full-price"[^>]*>\$45\.00</);
    expect(html).toContain('25% Plus discount');
    expect(html).toMatch(/data-testid="purchase-total"[^>]*>\$33\.75</);
  });

  it('says the limits for a quantity out of range, and has no total', () => {
    const html = quantityStep('50001');
    expect(html).toContain('Please enter a number of credits from 1 to 50000.');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('purchase-total');
  });

  it('shows a failed intent as the spec words it', () => {
    expect(quantityStep('10', 'free', billingText.intentFailed)).toContain('Failed to initialize payment.');
  });
});

describe('intent failures (spec §8)', () => {
  it('are the network, a lost session, or a generic line', () => {
    expect(intentFailureMessage(new ApiError(0, 'network_error', 'x'))).toBe('Network connection error.');
    expect(intentFailureMessage(new ApiError(401, 'unauthorized', 'x'))).toBe('Not signed in. Please sign in first.');
    expect(intentFailureMessage(new ApiError(502, 'stripe_error', 'x'))).toBe('Failed to initialize payment.');
    expect(intentFailureMessage(new Error('boom'))).toBe('Failed to initialize payment.');
  });
});

describe('Purchase Credits, step 2 (card) and success', () => {
  it('sums up what is being paid and offers Back', () => {
    const html = renderToStaticMarkup(
      <CardStepFrame quantity={10} amountCents={15000} onBack={noop} busy={false}>
        <div data-testid="card-form" />
      </CardStepFrame>,
    );
    expect(html).toContain('Step 2 of 2');
    expect(html).toMatch(/10 credits for <strong[^>]*>\$150\.00</);
    expect(html).toMatch(/data-testid="purchase-back"[^>]*>Back</);
  });

  it('cannot go Back while the card is being charged', () => {
    const html = renderToStaticMarkup(
      <CardStepFrame quantity={1} amountCents={1500} onBack={noop} busy>
        <div />
      </CardStepFrame>,
    );
    expect(html).toMatch(/data-testid="purchase-back"[^>]*disabled/);
    expect(html).toContain('1 credit for');
  });

  it('confirms the credits bought', () => {
    expect(renderToStaticMarkup(<SuccessStep quantity={10} onDone={noop} />)).toContain('Payment complete: 10 credits added.');
  });
});
