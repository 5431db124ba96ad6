import { chatBarDisabledReason, chatBarState, type ChatBarDisabledReason } from '@otto/shared/chat-bar';
import { isStalledUpload } from '@otto/shared/source';
import type { Project } from '@otto/shared/project';
import { pickSuggestions } from '@otto/shared/suggestions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { listenProjectEvents } from '../../api/project-events';
import { modalsStore } from '../../app/modals.store';
import { useDevice } from '../../lib/use-device';
import { useDocument } from '../../store/document.store';
import { useCurrentUser, useSession } from '../auth/auth.queries';
import { ImportPanel } from '../import/import-panel';
import { useQueuedUploadCount } from '../uploads/uploads.store';
import { useReplyTarget } from '../messages/reply-target.store';
import { useProjectMessagesQuery, useProjectQuery } from '../projects/projects.queries';
import { TourLauncher } from '../tour/tour-launcher';
import { tourPrompt } from '../tour/tour.fns';
import { ModeIntro } from '../welcome/mode-intro';
import { WelcomeIntro } from '../welcome/welcome-intro';
import { ChatBar } from './chat-bar';
import { ChatHeader } from './chat-header';
import { applyProjectEvent, canSendPrompt, useSendPrompt } from './chat.queries';
import { MessageList } from './message-list';
import { ScriptBox } from './script-box';
import { runChatCommand } from './slash-commands.run';
import { SuggestionsStrip } from './suggestions-strip';
import { WelcomeBotMessage } from './welcome-bot-message';

const disabledPlaceholders: Record<ChatBarDisabledReason, string> = {
  app_loading: 'Loading…',
  cloning: 'Cloning…',
  b_roll: 'B-roll projects are logged automatically: export the log from the menu.',
  scripted_story: 'Paste your script here, then choose Match script (prompting is off in Scripted Story).',
  rough_cut_completed: 'This rough cut is done. Start a new project for another version.',
  multicam_import: 'Otto is preparing your multicam footage…',
  importing: 'Importing your footage…',
  processing: 'Processing your footage…',
};

export interface ChatPageProps {
  /** The project to show; absent on the home page. */
  projectId?: string;
  /** A file chooser hand-off for the upload feature. */
  onFilesChosen?: (project: Project | null, files: File[]) => void;
}

/** A project's chat (or the home page's welcome chat): messages, the import card, suggestions and the chat bar. */
export function ChatPage({ projectId }: ChatPageProps) {
  const session = useSession();
  const user = useCurrentUser();
  const { isMobile } = useDevice();
  const queryClient = useQueryClient();
  const projectQuery = useProjectQuery(projectId);
  const messagesQuery = useProjectMessagesQuery(projectId);
  const project = useDocument((s) => (projectId ? (s.projects[projectId] ?? null) : null));
  const messageCount = useDocument((s) => (projectId ? (s.messageIdsByProject[projectId]?.length ?? 0) : 0));
  // Once the user has written in this project, the intro stops riding under the newest message.
  const started = useDocument((s) =>
    projectId
      ? (s.messageIdsByProject[projectId] ?? []).some((id) => {
          const type = s.messages[id]?.type;
          return type === 'user_message' || type === 'reply_message';
        })
      : false,
  );
  const send = useSendPrompt(project);
  // A file still on its way into storage (upload or cloud copy) keeps the bar closed; a stalled
  // upload does not: it waits for the user, and the other files are usable meanwhile. One this page
  // is still sending counts whatever the server thinks (a slow link stores no part for a while).
  const queuedHere = useQueuedUploadCount(projectId);
  const sendingHere = Boolean(projectId) && queuedHere > 0;
  const transferring = useDocument((s) =>
    projectId
      ? Object.values(s.sources).some(
          (src) =>
            src.projectId === projectId &&
            (src.state === 'uploading' || src.state === 'importing') &&
            !isStalledUpload(src),
        )
      : false,
  );
  const isImporting = sendingHere || transferring;
  const [draft, setDraft] = useState('');
  const replyTarget = useReplyTarget((s) => (projectId ? s.byProject[projectId] : undefined));
  const setReplyTarget = useReplyTarget((s) => s.set);
  const input = useRef<HTMLTextAreaElement>(null);

  // Job progress for this project refreshes the project and its chat as work completes.
  useEffect(() => {
    if (!user || !projectId) return;
    return listenProjectEvents(projectId, (event) => applyProjectEvent(queryClient, projectId, event));
  }, [user, projectId, queryClient]);

  const appLoading =
    session.isPending || (Boolean(projectId) && Boolean(user) && (projectQuery.isPending || messagesQuery.isPending));
  const barInput = { appLoading, project, isPromptSending: send.isPending, isImporting };
  const reason = chatBarDisabledReason(barInput);
  const suggestions =
    project && !reason
      ? pickSuggestions({
          shouldShowTopicSuggestion: project.shouldShowTopicSuggestion,
          shouldShowSocialMediaSuggestion: project.shouldShowSocialMediaSuggestion,
          shouldShowAfterMp4ExportSuggestion: project.shouldShowAfterMp4ExportSuggestion,
          numEditResponses: project.numEditResponses,
          serverSuggestions: project.promptSuggestions,
          mode: project.mode,
          isMobile,
        })
      : [];

  const submit = (prompt: string) => {
    if (!user) return modalsStore.getState().openSignIn('other');
    if (!project) return modalsStore.getState().openModePicker();
    if (!canSendPrompt(prompt, send.isPending)) return;
    setDraft('');
    send.mutate({ prompt, localId: crypto.randomUUID(), parentMessageId: replyTarget?.messageId });
    setReplyTarget(project.id, undefined);
  };

  if (projectId && user && projectQuery.isError) {
    return (
      <div data-testid="chat-page" className="grid flex-1 place-items-center p-8 text-center">
        <div>
          <h1 className="text-lg font-semibold text-ink">This project isn't available</h1>
          <p className="mt-1 text-sm text-muted">It may have been deleted, or it belongs to another account.</p>
        </div>
      </div>
    );
  }

  return (
    <div data-testid="chat-page" className="flex min-h-0 flex-1 flex-col">
      <ChatHeader project={project} />
      <MessageList
        projectId={projectId ?? null}
        loaded={Boolean(projectId) && messagesQuery.isSuccess}
        loading={Boolean(projectId && user) && messagesQuery.isPending}
        thinkingSince={send.isPending ? send.submittedAt : null}
        before={
          <>
            {(!project || messageCount === 0) && <WelcomeBotMessage signedIn={Boolean(user)} />}
            {project && started && <ModeIntro key={project.id} mode={project.mode} />}
            <ImportPanel project={project} signedIn={Boolean(user)} ready={session.isSuccess || !projectId} />
          </>
        }
        after={
          // In a project its mode's intro speaks for Otto (at the top of the history once the user
          // has started); elsewhere the welcome does.
          project ? !started && <ModeIntro key={project.id} mode={project.mode} /> : <WelcomeIntro />
        }
      />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-2 px-4 pb-4 sm:px-6">
        <SuggestionsStrip
          suggestions={suggestions}
          onPick={(text) => {
            setDraft(text);
            input.current?.focus();
          }}
        />
        {project && user && reason === 'scripted_story' && (
          <ScriptBox projectId={project.id} draft={draft} onSent={() => setDraft('')} />
        )}
        <ChatBar
          value={draft}
          onChange={setDraft}
          onSubmit={submit}
          onCommand={(command) => {
            setDraft('');
            void runChatCommand(command);
          }}
          disabled={reason !== null && reason !== 'scripted_story'}
          sendDisabled={reason === 'scripted_story' || send.isPending}
          placeholder={
            reason
              ? disabledPlaceholders[reason]
              : project
                ? undefined
                : 'Ask Otto anything about editing your footage…'
          }
          inputRef={input}
          state={chatBarState(barInput)}
          replyingTo={replyTarget?.title}
          onCancelReply={() => projectId && setReplyTarget(projectId, undefined)}
        />
        <p className="text-center text-[11px] text-faint">Enter to send · Shift+Enter for a new line</p>
      </div>
      {projectId && user && (
        <TourLauncher
          ready={Boolean(project) && messagesQuery.isSuccess}
          suggestedPrompt={tourPrompt(suggestions)}
          // Footage first: a prompt in an empty project has nothing to edit.
          canSend={reason === null && (project?.status === 'success' || project?.status === 'exporting')}
          roughCut={project?.mode === 'rough_cut'}
          onSendPrompt={submit}
        />
      )}
    </div>
  );
}
