import type { ReactNode } from 'react';

export function UserBubble({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <div className="max-w-[80%] rounded-2xl rounded-br-sm bg-accent/20 px-4 py-2.5 text-sm whitespace-pre-wrap text-ink">
        {children}
      </div>
    </div>
  );
}

export function BotAvatar() {
  return (
    <div
      aria-hidden="true"
      className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-accent text-xs font-bold text-accent-ink"
    >
      O
    </div>
  );
}

export function BotBubble({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex gap-3">
      <BotAvatar />
      <div className={`${wide ? 'w-full min-w-0' : 'max-w-[85%]'} text-sm leading-relaxed text-ink`}>{children}</div>
    </div>
  );
}
