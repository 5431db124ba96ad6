import { chatText, toastDurationsMs, toastText } from '@otto/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { modalsStore } from '../../app/modals.store';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast/toast';
import { useCurrentUser } from '../auth/auth.queries';
import { ChatBar } from '../chat/chat-bar';
import { ChatHeader } from '../chat/chat-header';
import { BotBubble } from '../chat/message-view';
import { rememberPendingClone } from './pending-clone';

/**
 * A shared chat, read-only. The chat bar doesn't send: it offers to clone the chat into the visitor's
 * account, asking visitors to sign in first (the share id is kept so the clone can continue after sign-in).
 */
export function SharePage() {
  const { shareId = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const clone = useMutation({
    mutationFn: () =>
      api.post<{ project: { id: string } }>('/share/clone', { share_id: shareId, share_url: window.location.href, clone_to_user: user?.email }),
    onSuccess: ({ project }) => void navigate(`/projects/${project.id}`),
    onError: () => showToast({ message: toastText.cloneFailed, kind: 'error', durationMs: toastDurationsMs.cloneFailure, closable: true }),
  });

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
    if (!user) {
      rememberPendingClone(shareId);
      modalsStore.getState().openSignIn('clone');
      return;
    }
    setAsking(true);
  };

  return (
    <div data-testid="chat-page" className="flex min-h-0 flex-1 flex-col">
      <ChatHeader project={null} title="Shared chat" />
      <div data-testid="message-list" className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
          <BotBubble>
            <p>This is a read-only copy of someone's chat with Otto. Clone it to your account to keep editing it.</p>
          </BotBubble>
        </div>
      </div>
      <div className="mx-auto w-full max-w-3xl px-4 pb-4 sm:px-6">
        <ChatBar value="" onChange={offerClone} onSubmit={offerClone} placeholder="Clone this chat to continue editing…" />
      </div>
      <Modal open={asking} onOpenChange={setAsking} title="Clone this chat?" description="A copy of the project, its files and edits is added to your account.">
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setAsking(false);
              clone.mutate();
            }}
          >
            Clone to my account
          </button>
        </div>
      </Modal>
      <Modal open={clone.isPending} onOpenChange={() => undefined} closeable={false} title={chatText.cloning}>
        <div className="h-1 overflow-hidden rounded bg-line">
          <div className="h-full w-1/3 animate-pulse rounded bg-accent" />
        </div>
      </Modal>
    </div>
  );
}
