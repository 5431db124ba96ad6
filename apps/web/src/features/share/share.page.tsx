import { chatText } from '@otto/shared/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { modalsStore } from '../../app/modals.store';
import { Modal } from '../../ui/modal';
import { useCurrentUser } from '../auth/auth.queries';
import { ChatBar } from '../chat/chat-bar';
import { ChatHeader } from '../chat/chat-header';
import { MessageList } from '../chat/message-list';
import { SharedMediaContext, type SharedMedia } from '../player/shared-media.context';
import { rememberPendingClone } from './pending-clone';
import { sharedMedia, useCloneShare, useSharedChat } from './share.queries';
import { ShareIdContext } from './shared-exports';

const NO_MEDIA: SharedMedia = { playable: {}, objects: {} };

export const sharePageText = {
  placeholder: 'Clone this chat to continue editing…',
  unavailableTitle: "This shared chat isn't available",
  unavailableHint: 'The link may have been turned off, or the project deleted.',
  confirmTitle: 'Clone this chat?',
  confirmDescription:
    'A copy of the project, its files and edits is added to your account. The original stays as it is.',
  confirm: 'Clone to my account',
  sharedBy: (name: string | null) => (name ? `Shared by ${name} · read-only` : 'Shared chat · read-only'),
} as const;

/**
 * A shared chat, read-only: the real messages, transcripts and edits, playable through URLs signed
 * for this share. The chat bar doesn't send: it offers to clone the chat into the visitor's account,
 * asking visitors to sign in first (the share id is kept, and the clone continues after sign-in).
 */
export function SharePage() {
  const { shareId = '' } = useParams();
  const user = useCurrentUser();
  const shared = useSharedChat(shareId);
  const clone = useCloneShare(shareId, user?.email);
  const [asking, setAsking] = useState(false);
  const media = useMemo(() => (shared.data ? sharedMedia(shared.data) : NO_MEDIA), [shared.data]);

  // Back from signing in to clone: clone straight away, once.
  const [params] = useSearchParams();
  const autoCloned = useRef(false);
  const { mutate } = clone;
  useEffect(() => {
    if (params.get('clone') !== 'auto' || !user || autoCloned.current) return;
    autoCloned.current = true;
    mutate();
  }, [params, user, mutate]);

  const offerClone = () => {
    if (clone.isPending || asking) return;
    if (!user) {
      rememberPendingClone(shareId);
      modalsStore.getState().openSignIn('clone');
      return;
    }
    setAsking(true);
  };

  if (shared.isError) {
    return (
      <div data-testid="chat-page" className="grid flex-1 place-items-center p-8 text-center">
        <div>
          <h1 className="text-lg font-semibold text-ink">{sharePageText.unavailableTitle}</h1>
          <p className="mt-1 text-sm text-muted">{sharePageText.unavailableHint}</p>
          <Link to="/" className="btn-primary mt-4">
            Go to Otto
          </Link>
        </div>
      </div>
    );
  }

  const data = shared.data;
  return (
    <ShareIdContext.Provider value={shareId}>
      <SharedMediaContext.Provider value={media}>
        <div data-testid="chat-page" data-share-id={shareId} className="flex min-h-0 flex-1 flex-col">
          <ChatHeader
            project={data?.project ?? null}
            title={data?.title ?? 'Shared chat'}
            subtitle={data ? sharePageText.sharedBy(data.user.name) : undefined}
            shareable={false}
          />
          <MessageList
            projectId={data?.project.id ?? null}
            loaded={Boolean(data)}
            loading={shared.isPending}
            readOnly
          />
          {/* Pressing or typing in the bar opens the clone dialog: visitors cannot send prompts (spec chat §2). */}
          <div className="mx-auto w-full max-w-3xl px-4 pb-4 sm:px-6" onPointerDownCapture={offerClone}>
            <ChatBar
              value=""
              onChange={offerClone}
              onSubmit={offerClone}
              disabled={clone.isPending}
              placeholder={clone.isPending ? 'Cloning…' : sharePageText.placeholder}
            />
          </div>
          <Modal
            open={asking}
            onOpenChange={setAsking}
            title={sharePageText.confirmTitle}
            description={sharePageText.confirmDescription}
            testId="clone-dialog"
          >
            <div className="flex justify-end gap-2">
              <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
                Cancel
              </button>
              <button
                type="button"
                className="btn-primary"
                data-testid="confirm-clone"
                onClick={() => {
                  setAsking(false);
                  clone.mutate();
                }}
              >
                {sharePageText.confirm}
              </button>
            </div>
          </Modal>
          <Modal
            open={clone.isPending}
            onOpenChange={() => undefined}
            closeable={false}
            title={chatText.cloning}
            testId="cloning-dialog"
          >
            <div className="h-1 overflow-hidden rounded bg-line">
              <div className="h-full w-1/3 animate-pulse rounded bg-accent" />
            </div>
          </Modal>
        </div>
      </SharedMediaContext.Provider>
    </ShareIdContext.Provider>
  );
}
