import type { Container, Rate } from '@otto/shared/message';
import { chatLimits } from '@otto/shared/constants';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useCurrentUser } from '../auth/auth.queries';
import { feedbackKeySubmits, rateClick, startFeedbackSession, type FeedbackSession } from './rating.fns';
import { useRateEdit } from './rating.queries';

export interface ThumbsRatingProps {
  messageId: string;
  projectId: string;
  rate: Rate;
  container: Container;
  storyIndex: number;
  /** Shared chats show the rating but cannot change it. */
  readOnly?: boolean;
}

/** Thumbs up / down under an edit. Dislike asks for optional feedback, sent on Enter/Escape or after 10 s of quiet. */
export function ThumbsRating({ messageId, projectId, rate, container, storyIndex, readOnly }: ThumbsRatingProps) {
  const user = useCurrentUser();
  const rateEdit = useRateEdit();
  const [asking, setAsking] = useState(false);
  const send = (score: Rate, feedback?: string) =>
    rateEdit.mutate({
      messageId,
      projectId,
      container,
      storyIndex,
      score,
      feedback,
      // Spec §7: the user's email, or 'unknown'.
      user: user?.email || 'unknown',
    });

  const click = (clicked: 'like' | 'dislike') => {
    if (readOnly) return;
    // The open feedback box already shows a dislike: a second dislike click takes it back.
    const next = rateClick(asking ? 'dislike' : rate, clicked);
    if (next.action === 'submit') {
      setAsking(false);
      if (next.rate !== rate) send(next.rate);
    } else {
      setAsking(true);
    }
  };

  return (
    <div className="flex items-center gap-1" data-testid="rating" data-rate={asking ? 'dislike' : rate}>
      <ThumbButton kind="like" active={rate === 'like' && !asking} onClick={() => click('like')} disabled={readOnly} />
      <ThumbButton
        kind="dislike"
        active={rate === 'dislike' || asking}
        onClick={() => click('dislike')}
        disabled={readOnly}
      />
      {asking && (
        <FeedbackBox
          onSubmit={(feedback) => {
            setAsking(false);
            send('dislike', feedback);
          }}
        />
      )}
    </div>
  );
}

function FeedbackBox({ onSubmit }: { onSubmit(feedback: string | undefined): void }) {
  const [text, setText] = useState('');
  const session = useRef<FeedbackSession | null>(null);
  const submit = useEffectEvent(onSubmit);

  useEffect(() => {
    const current = startFeedbackSession({ submit: (feedback) => submit(feedback) });
    session.current = current;
    return () => current.dispose();
  }, []);

  return (
    <input
      autoFocus
      data-testid="feedback-input"
      aria-label="What could be better? (optional)"
      placeholder="What could be better? (optional)"
      maxLength={chatLimits.feedbackMaxChars}
      value={text}
      onChange={(e) => setText(session.current?.type(e.target.value) ?? e.target.value)}
      onKeyDown={(e) => {
        if (!feedbackKeySubmits(e)) return;
        e.preventDefault();
        session.current?.submitNow();
      }}
      className="ml-2 h-8 w-64 rounded-md border border-line bg-raised px-2 text-xs text-ink placeholder:text-faint focus:border-accent/70 focus:outline-none"
    />
  );
}

function ThumbButton({
  kind,
  active,
  onClick,
  disabled,
}: {
  kind: 'like' | 'dislike';
  active: boolean;
  onClick(): void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      data-testid={`rate-${kind}`}
      aria-label={kind === 'like' ? 'Good edit' : 'Bad edit'}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={`grid h-8 w-8 place-items-center rounded-md transition-colors hover:bg-hover disabled:cursor-default ${active ? 'text-accent' : 'text-muted'}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill={active ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
        aria-hidden="true"
        style={kind === 'dislike' ? { transform: 'rotate(180deg)' } : undefined}
      >
        <path d="M7 10v11H3V10h4zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.2 21H7" />
      </svg>
    </button>
  );
}
