import { chatText } from '@otto/shared/constants';
import type { ChatBarState } from '@otto/shared/chat-bar';
import type { SlashCommand } from '@otto/shared/slash-commands';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { SendIcon } from '../../ui/icons';
import { chatBarHeightPx, chatBarSubmission, chatKeyAction } from './chat-bar.fns';

export interface ChatBarProps {
  value: string;
  onChange(value: string): void;
  /** Called with the trimmed prompt; blank prompts never reach it. */
  onSubmit(prompt: string): void;
  /** Hidden staff commands (`/port 5001` …) go here instead of onSubmit; without it they are sent as text. */
  onCommand?(command: SlashCommand): void;
  /** The whole bar refuses input (importing, B-roll mode, cloning …). */
  disabled?: boolean;
  /** Typing is allowed but sending is not (scripted-story mode, a prompt already sending). */
  sendDisabled?: boolean;
  placeholder?: string;
  /** Lets the page focus the bar (after a suggestion fills it). */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** The shared chat-bar state, exposed for styling and tests. */
  state?: ChatBarState;
  /** The title of the edit the next prompt replies to, with a way to cancel the reply. */
  replyingTo?: string;
  onCancelReply?(): void;
}

export function ChatBar({
  value,
  onChange,
  onSubmit,
  onCommand,
  disabled,
  sendDisabled,
  placeholder,
  inputRef,
  state,
  replyingTo,
  onCancelReply,
}: ChatBarProps) {
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const local = inputRef ?? ownRef;
  const barRef = useRef<HTMLFormElement | null>(null);
  useToastsAbove(barRef);

  // Grow with the text from 66 px up to 24 rows, then scroll.
  useLayoutEffect(() => {
    const el = local.current;
    if (!el) return;
    el.style.height = 'auto';
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight) || 20;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    el.style.height = `${chatBarHeightPx(el.scrollHeight, lineHeight, padding)}px`;
  }, [value, local]);

  const submission = disabled
    ? null
    : chatBarSubmission(value, { acceptsCommands: onCommand !== undefined, sendDisabled: Boolean(sendDisabled) });
  const submit = () => {
    if (submission?.kind === 'command') onCommand?.(submission.command);
    else if (submission?.kind === 'prompt') onSubmit(submission.prompt);
  };

  const canSend = submission !== null;
  return (
    <div className="flex flex-col gap-1">
      {replyingTo && (
        <div data-testid="replying-to" className="flex items-center gap-2 px-2 text-xs text-muted">
          <span className="min-w-0 flex-1 truncate">{chatText.replyingTo(replyingTo)}</span>
          <button
            type="button"
            data-testid="cancel-reply"
            aria-label={chatText.cancelReply}
            className="btn-ghost px-1.5 py-0.5"
            onClick={onCancelReply}
          >
            ×
          </button>
        </div>
      )}
      <form
        ref={barRef}
        data-testid="chat-bar"
        data-tour="prompt"
        data-state={state}
        className={`flex items-end gap-2 rounded-xl border bg-raised p-2 transition-colors ${disabled ? 'border-line opacity-60' : 'border-line focus-within:border-accent/70'}`}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="sr-only" htmlFor="chat-input">
          Message Otto
        </label>
        <textarea
          id="chat-input"
          ref={local}
          data-testid="chat-input"
          rows={1}
          value={value}
          disabled={disabled}
          placeholder={placeholder ?? 'Ask Otto for an edit…'}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (chatKeyAction({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing }) !== 'send')
              return;
            e.preventDefault();
            submit();
          }}
          className="min-h-[66px] flex-1 resize-none bg-transparent px-2 py-[11px] text-[15px] leading-[22px] text-ink placeholder:text-faint focus:outline-none disabled:cursor-not-allowed"
        />
        <button
          type="submit"
          data-testid="chat-send"
          aria-label="Send"
          disabled={!canSend}
          className="btn-primary mb-1 h-9 w-9 shrink-0 p-0"
        >
          <SendIcon />
        </button>
      </form>
    </div>
  );
}

/**
 * Toasts stack from the bottom of the window, where the chat bar and its Send button are: while
 * the bar is on screen they rise above it (the toast viewport reads --toast-bottom), and grow
 * with it as a long prompt makes it taller.
 */
function useToastsAbove(barRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const place = () => {
      const top = bar.getBoundingClientRect().top;
      root.style.setProperty('--toast-bottom', `${Math.max(16, window.innerHeight - top + 12)}px`);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(bar);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      root.style.removeProperty('--toast-bottom');
    };
  }, [barRef]);
}
