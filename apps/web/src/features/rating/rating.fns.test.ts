import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampFeedback, feedbackKeySubmits, rateClick, startFeedbackSession } from './rating.fns';

describe('thumbs rating', () => {
  it('sends a like at once and clears it on a second click', () => {
    expect(rateClick('none', 'like')).toEqual({ rate: 'like', action: 'submit' });
    expect(rateClick('like', 'like')).toEqual({ rate: 'none', action: 'submit' });
  });

  it('asks for feedback on a dislike, and a second dislike clears it', () => {
    expect(rateClick('none', 'dislike')).toEqual({ rate: 'dislike', action: 'ask_feedback' });
    expect(rateClick('like', 'dislike')).toEqual({ rate: 'dislike', action: 'ask_feedback' });
    expect(rateClick('dislike', 'dislike')).toEqual({ rate: 'none', action: 'submit' });
  });

  it('keeps feedback to 280 characters and submits on Enter or Escape', () => {
    expect(clampFeedback('x'.repeat(300))).toHaveLength(280);
    expect(feedbackKeySubmits({ key: 'Enter' })).toBe(true);
    expect(feedbackKeySubmits({ key: 'Escape' })).toBe(true);
    expect(feedbackKeySubmits({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(feedbackKeySubmits({ key: 'a' })).toBe(false);
  });
});

describe('feedback box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('submits by itself after 10 s of inactivity', () => {
    const submit = vi.fn();
    startFeedbackSession({ submit });
    vi.advanceTimersByTime(9_999);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('restarts the wait on every keystroke and sends what was typed', () => {
    const submit = vi.fn();
    const session = startFeedbackSession({ submit });
    vi.advanceTimersByTime(8_000);
    session.type('Too');
    vi.advanceTimersByTime(8_000);
    session.type('Too long ');
    vi.advanceTimersByTime(9_000);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(submit).toHaveBeenCalledExactlyOnceWith('Too long');
  });

  it('submits once: an explicit submit cancels the timer', () => {
    const submit = vi.fn();
    const session = startFeedbackSession({ submit });
    session.type('x'.repeat(400));
    session.submitNow();
    vi.advanceTimersByTime(20_000);
    session.submitNow();
    expect(submit).toHaveBeenCalledExactlyOnceWith('x'.repeat(280));
  });

  it('sends nothing when disposed before submitting', () => {
    const submit = vi.fn();
    const session = startFeedbackSession({ submit });
    session.dispose();
    vi.advanceTimersByTime(20_000);
    expect(submit).not.toHaveBeenCalled();
  });
});
