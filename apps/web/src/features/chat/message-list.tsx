import { toastDurationsMs, toastText } from '@otto/shared/constants';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useDocument, type StoredMessage } from '../../store/document.store';
import { showToast } from '../../ui/toast/toast';
import { InfoPopover, messageInfo } from '../dev-tools/info-popover';
import { MessageView } from '../messages/message-view';
import { isUserMessageType } from '../messages/messages.fns';
import { MessageSkeleton, ThinkingIndicator } from '../messages/thinking-indicator';
import { typingStore } from '../messages/typing.store';
import { arrivedIds, isScrolledToBottom } from './chat-scroll.fns';

const NO_IDS: string[] = [];

export interface MessageListProps {
  projectId: string | null;
  /** The project's messages have been fetched: anything that arrives after this is live (typed out). */
  loaded: boolean;
  /** Show placeholders while the first fetch runs. */
  loading?: boolean;
  /** When the prompt now on its way was sent (ms), for the thinking indicator. */
  thinkingSince?: number | null;
  before?: ReactNode;
  after?: ReactNode;
  /** A shared chat: messages can be viewed and played, not changed. */
  readOnly?: boolean;
}

/**
 * The scrollable chat. It follows new messages while the reader is at the bottom; a reader scrolled
 * up is told 'You have a new message.' instead of being pulled down. Replies that arrive live type
 * out one at a time, in arrival order.
 */
export function MessageList({ projectId, loaded, loading, thinkingSince, before, after, readOnly }: MessageListProps) {
  const ids = useDocument((s) => (projectId ? (s.messageIdsByProject[projectId] ?? NO_IDS) : NO_IDS));
  const byId = useDocument((s) => s.messages);
  const messages = useMemo(() => ids.flatMap((id) => (byId[id] ? [byId[id]] : [])), [ids, byId]);
  const queue = useStore(typingStore, (s) => (projectId ? (s.queues[projectId] ?? NO_IDS) : NO_IDS));
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // The ids already on screen; null until the project's messages have loaded (those are history, not news).
  const seen = useRef<{ projectId: string | null; ids: readonly string[] } | null>(null);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!loaded || !el) return;
    const previous = seen.current;
    seen.current = { projectId, ids };
    if (!previous || previous.projectId !== projectId) {
      el.scrollTop = el.scrollHeight;
      return;
    }
    const arrived = arrivedIds(previous.ids, ids).flatMap((id) => (byId[id] ? [byId[id]] : []));
    if (arrived.length === 0) return;
    const replies = arrived.filter((m) => !isUserMessageType(m.type));
    if (projectId && replies.length > 0)
      typingStore.getState().enqueue(
        projectId,
        replies.map((m) => m.id),
      );
    // Your own prompt always brings you down to it; replies only when you were already there.
    if (atBottom.current || replies.length < arrived.length) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    } else {
      showToast({ message: toastText.newMessage, durationMs: toastDurationsMs.newMessage });
    }
  }, [projectId, ids, byId, loaded]);

  // Typing text, a player finding its size, a transcript opening: stay at the bottom if the reader was there.
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    atBottom.current = true;
    if (!projectId) return;
    return () => typingStore.getState().clear(projectId);
  }, [projectId]);

  const onTyped = useCallback((id: string) => projectId && typingStore.getState().done(projectId, id), [projectId]);

  return (
    <div
      ref={scroller}
      data-testid="message-list"
      role="log"
      aria-label="Chat"
      aria-live="polite"
      onScroll={(e) => (atBottom.current = isScrolledToBottom(e.currentTarget))}
      className="min-h-0 flex-1 overflow-y-auto"
    >
      <div ref={content} className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
        {before}
        {loading && <MessageSkeleton />}
        {messages.map((m) => (
          <QueuedMessage key={m.id} message={m} queue={queue} onTyped={onTyped} readOnly={readOnly} />
        ))}
        {thinkingSince != null && <ThinkingIndicator since={thinkingSince} />}
        {after}
      </div>
    </div>
  );
}

function QueuedMessage({
  message,
  queue,
  onTyped,
  readOnly,
}: {
  message: StoredMessage;
  queue: readonly string[];
  onTyped(id: string): void;
  readOnly?: boolean;
}) {
  const at = queue.indexOf(message.id);
  const turn = at === -1 ? 'shown' : at === 0 ? 'typing' : 'waiting';
  const done = useCallback(() => onTyped(message.id), [onTyped, message.id]);
  return (
    <div
      id={`message-${message.id}`}
      data-testid={`message-${message.type}`}
      className={turn === 'waiting' ? 'hidden' : undefined}
    >
      <MessageView message={message} turn={turn} onTyped={done} readOnly={readOnly} />
      {turn === 'shown' && (
        <InfoPopover label="Developer info for this message" entries={messageInfo(message)} className="ml-auto mt-1" />
      )}
    </div>
  );
}
