import { toastDurationsMs, toastText } from '@otto/shared/constants';
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useDocument } from '../../store/document.store';
import { showToast } from '../../ui/toast/toast';
import { arrivedIds, isScrolledToBottom } from './chat-scroll.fns';
import { MessageView } from './message-view';

const NO_IDS: string[] = [];

/**
 * The scrollable chat. It follows new messages while the reader is at the bottom; a reader scrolled
 * up is told 'You have a new message.' instead of being pulled down.
 */
export function MessageList({ projectId, before, after }: { projectId: string | null; before?: ReactNode; after?: ReactNode }) {
  const ids = useDocument((s) => (projectId ? (s.messageIdsByProject[projectId] ?? NO_IDS) : NO_IDS));
  const byId = useDocument((s) => s.messages);
  const messages = useMemo(() => ids.flatMap((id) => (byId[id] ? [byId[id]] : [])), [ids, byId]);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seen = useRef<{ projectId: string | null; ids: readonly string[] }>({ projectId, ids });

  useLayoutEffect(() => {
    const previous = seen.current;
    seen.current = { projectId, ids };
    const el = scroller.current;
    if (!el) return;
    const sameProject = previous.projectId === projectId;
    const arrived = sameProject ? arrivedIds(previous.ids, ids) : ids;
    if (arrived.length === 0) return;
    if (!sameProject || atBottom.current || previous.ids.length === 0) el.scrollTop = el.scrollHeight;
    else showToast({ message: toastText.newMessage, durationMs: toastDurationsMs.newMessage });
  }, [projectId, ids]);

  useEffect(() => {
    atBottom.current = true;
  }, [projectId]);

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
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
        {before}
        {messages.map((m) => (
          <div key={m.id} id={`message-${m.id}`}>
            <MessageView message={m} />
          </div>
        ))}
        {after}
      </div>
    </div>
  );
}
