import { supportChatText, supportMessageMaxChars } from '@otto/shared/api/support';
import * as Dialog from '@radix-ui/react-dialog';
import { modalsStore } from '../../app/modals.store';
import { CloseIcon } from '../../ui/icons';
import { useSupportChat } from './support-chat.store';

/**
 * Otto's own support chat, a small non-modal panel in the bottom-right corner. It opens after
 * errors pre-filled with 'Hi, I got an error.'; Send mails the message to the team, who answer by email.
 */
export function SupportChatPanel() {
  const open = useSupportChat((s) => s.open);
  const draft = useSupportChat((s) => s.draft);
  const status = useSupportChat((s) => s.status);
  const failure = useSupportChat((s) => s.failure);
  const { close, setDraft, send } = useSupportChat((s) => s);

  return (
    <Dialog.Root open={open} modal={false} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="support-chat"
          data-status={status}
          // The user may need the page behind (the failed export, the file name) while writing.
          onInteractOutside={(event) => event.preventDefault()}
          // Above the toasts (z-70): the error toast that opened the chat must not cover Send.
          className="fixed right-4 bottom-4 z-[75] flex w-[calc(100vw-2rem)] max-w-sm flex-col gap-3 rounded-xl border border-line bg-panel p-4 shadow-2xl shadow-black/50 focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold text-ink">{supportChatText.title}</Dialog.Title>
            <Dialog.Close className="btn-ghost h-8 w-8 p-0" aria-label="Close" data-testid="support-chat-close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Write to the Otto team; they answer by email.</Dialog.Description>
          {status === 'sent' ? (
            <p data-testid="support-chat-sent" className="text-sm text-ink">
              {supportChatText.sent}
            </p>
          ) : (
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <textarea
                data-testid="support-chat-message"
                aria-label="Message"
                className="field min-h-28 resize-y"
                placeholder={supportChatText.placeholder}
                maxLength={supportMessageMaxChars}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
              {status === 'failed' && (
                <p role="alert" data-testid="support-chat-error" className="text-sm text-danger">
                  {failure === 'sign_in' ? (
                    <button
                      type="button"
                      className="underline"
                      onClick={() => modalsStore.getState().openSignIn('other')}
                    >
                      Please sign in to send your message.
                    </button>
                  ) : (
                    supportChatText.failed
                  )}
                </p>
              )}
              <button
                type="submit"
                data-testid="support-chat-send"
                className="btn-primary self-end"
                disabled={status === 'sending' || draft.trim() === ''}
              >
                {status === 'sending' ? supportChatText.sending : supportChatText.send}
              </button>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
