import { supportMessageMaxChars, type SupportMessageBody, type SupportMessageResponse } from '@otto/shared/api/support';
import { supportChatGreeting } from '@otto/shared/constants';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { ApiError, api, type ApiClient } from '../../api/client';

/** What the app knew when the chat opened; it travels with the message, unseen by the user. */
export interface SupportContext {
  projectId?: string;
  error?: string;
}

export type SupportChatStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface SupportChatState {
  open: boolean;
  draft: string;
  context: SupportContext;
  status: SupportChatStatus;
  /** Why the last send failed: 'sign_in' when the session is gone, else a generic failure. */
  failure: 'sign_in' | 'other' | null;
  openChat(context?: SupportContext): void;
  close(): void;
  setDraft(text: string): void;
  send(): Promise<void>;
}

/** The support chat's state; `api` is injectable so the send path is tested against a fake server. */
export function createSupportChatStore(deps: { api: Pick<ApiClient, 'post'> }) {
  return createStore<SupportChatState>()((set, get) => ({
    open: false,
    draft: supportChatGreeting,
    context: {},
    status: 'idle',
    failure: null,
    openChat: (incoming = {}) => {
      const current = get();
      const context = clampContext(incoming);
      // A second error while the user is typing keeps their words and adds the newer context.
      const keepDraft = current.open && current.status !== 'sent';
      set({
        open: true,
        context: keepDraft ? { ...current.context, ...context } : context,
        draft: keepDraft ? current.draft : supportChatGreeting,
        status: keepDraft ? current.status : 'idle',
        failure: keepDraft ? current.failure : null,
      });
    },
    close: () => set({ open: false }),
    setDraft: (text) => set({ draft: text, status: get().status === 'failed' ? 'idle' : get().status }),
    send: async () => {
      const { draft, context, status } = get();
      if (status === 'sending' || draft.trim() === '') return;
      set({ status: 'sending', failure: null });
      const body: SupportMessageBody = { message: draft, ...(hasContext(context) ? { context } : {}) };
      try {
        await deps.api.post<SupportMessageResponse>('/support/messages', body);
        set({ status: 'sent' });
      } catch (error) {
        console.error('Support message failed', error);
        set({ status: 'failed', failure: error instanceof ApiError && error.status === 401 ? 'sign_in' : 'other' });
      }
    },
  }));
}

const hasContext = (c: SupportContext) => Boolean(c.projectId || c.error);

/** The server takes up to 4,000 characters of error text; a long stack must not make the send fail. */
const clampContext = (c: SupportContext): SupportContext => ({
  ...(c.projectId ? { projectId: c.projectId } : {}),
  ...(c.error ? { error: c.error.slice(0, supportMessageMaxChars) } : {}),
});

export const supportChatStore = createSupportChatStore({ api });

/**
 * Opens Otto's support chat pre-filled with 'Hi, I got an error.' (spec: after an export,
 * payment or ingest-start failure); the error and project go along with the message.
 */
export function openSupportChat(context: SupportContext = {}): void {
  supportChatStore.getState().openChat(context);
}

/** An error as one line of text for the support team (Error message, API code, or whatever was thrown). */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return `${error.message} (${error.code}, HTTP ${error.status})`;
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Unknown error';
}

export function useSupportChat<T>(selector: (state: SupportChatState) => T): T {
  return useStore(supportChatStore, selector);
}
