import { chatLimits, timingsMs } from '@otto/shared/constants';
import { nextRate, type Rate } from '@otto/shared/message';

/**
 * What a thumbs click does. Like is sent at once; dislike first opens the optional feedback box and is
 * sent when that box submits; clicking the rating already set clears it (and the clear is sent at once).
 */
export function rateClick(
  current: Rate,
  clicked: Exclude<Rate, 'none'>,
): { rate: Rate; action: 'submit' | 'ask_feedback' } {
  const rate = nextRate(current, clicked);
  return { rate, action: rate === 'dislike' ? 'ask_feedback' : 'submit' };
}

/** Feedback is at most 280 characters; longer pastes are cut. */
export const clampFeedback = (text: string): string => text.slice(0, chatLimits.feedbackMaxChars);

/** Enter (without Shift) and Escape both submit the feedback box. */
export const feedbackKeySubmits = (event: { key: string; shiftKey?: boolean }): boolean =>
  event.key === 'Escape' || (event.key === 'Enter' && !event.shiftKey);

export interface FeedbackSessionDeps {
  /** Called once with the trimmed feedback (undefined when the box was left empty). */
  submit(feedback: string | undefined): void;
  delayMs?: number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface FeedbackSession {
  readonly text: string;
  readonly done: boolean;
  /** The user typed: the text is kept (clamped) and the inactivity timer starts over. */
  type(text: string): string;
  submitNow(): void;
  /** The box went away without a submit (unmount): stop the timer, send nothing. */
  dispose(): void;
}

/**
 * The dislike feedback box: it submits itself after 10 s without typing; each keystroke cancels the
 * pending auto-submit and starts a new 10 s wait. It submits at most once.
 */
export function startFeedbackSession(deps: FeedbackSessionDeps): FeedbackSession {
  const delay = deps.delayMs ?? timingsMs.feedbackAutoSubmit;
  const schedule = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const cancel = deps.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  let text = '';
  let done = false;
  let timer: unknown = null;

  const stop = () => {
    if (timer !== null) cancel(timer);
    timer = null;
  };
  const submitNow = () => {
    if (done) return;
    stop();
    done = true;
    const trimmed = text.trim();
    deps.submit(trimmed === '' ? undefined : trimmed);
  };
  const restart = () => {
    stop();
    timer = schedule(submitNow, delay);
  };
  restart();

  return {
    get text() {
      return text;
    },
    get done() {
      return done;
    },
    type(next) {
      if (done) return text;
      text = clampFeedback(next);
      restart();
      return text;
    },
    submitNow,
    dispose() {
      stop();
      done = true;
    },
  };
}
