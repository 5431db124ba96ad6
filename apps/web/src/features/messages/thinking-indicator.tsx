import { useEffect, useState } from 'react';
import { BotBubble } from './bubbles';
import { elapsedLabel } from './messages.fns';

/** Otto is working on a prompt: bouncing dots and the seconds since it was sent. */
export function ThinkingIndicator({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <BotBubble>
      <div
        data-testid="bot-thinking"
        role="status"
        aria-label="Otto is thinking"
        className="flex items-center gap-3 py-1.5"
      >
        <span className="flex gap-1" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-2 w-2 animate-bounce rounded-full bg-muted"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        <span className="font-mono text-xs text-faint tabular-nums">{elapsedLabel(now - since)}</span>
      </div>
    </BotBubble>
  );
}

/** A placeholder while the chat's messages load. */
export function MessageSkeleton() {
  return (
    <div data-testid="message-skeleton" aria-hidden="true" className="flex flex-col gap-5">
      {[70, 45, 85].map((width, i) => (
        <div key={i} className="flex gap-3">
          <div className="h-7 w-7 shrink-0 animate-pulse rounded-full bg-raised" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <div className="h-3 animate-pulse rounded bg-raised" style={{ width: `${width}%` }} />
            <div className="h-3 animate-pulse rounded bg-raised" style={{ width: `${width - 25}%` }} />
          </div>
        </div>
      ))}
    </div>
  );
}
