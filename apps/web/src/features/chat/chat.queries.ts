import type { ProjectMessage } from '@otto/shared/api/projects';
import { projectMessageSchema } from '@otto/shared/api/projects';
import { savesAsInitialPrompt, shouldSendPrompt } from '@otto/shared/chat-bar';
import { botText } from '@otto/shared/constants';
import type { JobEvent } from '@otto/shared/jobs';
import { multicamImportStageSchema, type Project } from '@otto/shared/project';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client';
import { documentStore } from '../../store/document.store';
import { currentSupportEmail } from '../auth/auth.queries';
import { projectKeys } from '../projects/projects.queries';

/** A message shown before (or instead of) the server's copy, e.g. the prompt just typed or a failure reply. */
export function localMessage(
  projectId: string,
  type: 'user_message' | 'bot_message' | 'reply_message',
  data: ProjectMessage['data'],
  parentMessageId: string | null = null,
): ProjectMessage {
  return {
    id: crypto.randomUUID(),
    projectId,
    type,
    createdAt: new Date().toISOString(),
    rate: 'none',
    parentMessageId,
    data,
  };
}

const promptResponseSchema = z.object({ messages: z.array(projectMessageSchema) });

/** Operational errors are logged for the team, except a prompt whose request the server no longer knows. */
export function reportPromptFailure(error: unknown, log: (...args: unknown[]) => void = console.error): boolean {
  const text =
    error instanceof Error
      ? `${error.name} ${error.message} ${(error as { code?: string }).code ?? ''}`
      : String(error);
  if (text.includes('request_not_found')) return false;
  log('Prompt failed', error);
  return true;
}

type PromptOutcome = { kind: 'initial_prompt' | 'sent'; messages: ProjectMessage[] };

/**
 * Sends a prompt. While a single-camera import still processes, the first prompt is kept as the project's
 * initial prompt and Otto says it will include it; otherwise the assistant's reply messages come back
 * (they are also announced on the project's event stream; the store keeps one copy of each).
 */
export function useSendPrompt(project: Project | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      prompt,
      parentMessageId,
    }: {
      prompt: string;
      localId: string;
      /** The edit this prompt replies to ('Reply' on an edit result). */
      parentMessageId?: string;
    }): Promise<PromptOutcome> => {
      if (!project) throw new Error('No project');
      const initial = savesAsInitialPrompt(project);
      const answer = initial
        ? await api.post('/projects/initial-prompt', { project_id: project.id, prompt })
        : await api.post(`/projects/${project.id}/prompt`, { prompt, ...(parentMessageId && { parentMessageId }) });
      const parsed = promptResponseSchema.safeParse(answer);
      return { kind: initial ? 'initial_prompt' : 'sent', messages: parsed.success ? parsed.data.messages : [] };
    },
    onMutate: ({ prompt, localId, parentMessageId }) => {
      if (!project) return;
      const shown =
        parentMessageId && !savesAsInitialPrompt(project)
          ? localMessage(project.id, 'reply_message', { text: prompt }, parentMessageId)
          : localMessage(project.id, 'user_message', { prompt });
      documentStore.getState().appendMessages(project.id, [{ ...shown, id: localId }]);
    },
    onSuccess: (outcome, { prompt, localId }) => {
      if (!project) return;
      const store = documentStore.getState();
      if (outcome.kind === 'initial_prompt') store.patchProject(project.id, { initialPrompt: prompt });
      if (outcome.messages.length > 0) {
        // The server's copy of the prompt replaces the one shown while it was on its way.
        if (outcome.messages.some((m) => m.type === 'user_message' || m.type === 'reply_message'))
          store.removeMessage(localId);
        store.appendMessages(project.id, outcome.messages);
      } else if (outcome.kind === 'initial_prompt') {
        store.appendMessages(project.id, [
          localMessage(project.id, 'bot_message', { text: botText.initialPromptSaved }),
        ]);
      } else {
        void queryClient.invalidateQueries({ queryKey: projectKeys.messages(project.id) });
      }
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(project.id) });
    },
    onError: (error) => {
      reportPromptFailure(error);
      if (project)
        documentStore
          .getState()
          .appendMessages(project.id, [
            localMessage(project.id, 'bot_message', { text: botText.promptFailed(currentSupportEmail(queryClient)) }),
          ]);
    },
  });
}

/** Whether a prompt may go now: not blank, and not while another is on its way. */
export const canSendPrompt = shouldSendPrompt;

/**
 * Applies a project event to the chat: a new message is added from the event when it carries it
 * (or the chat is fetched again when it doesn't); finished jobs refresh the project.
 */
export function applyProjectEvent(queryClient: QueryClient, projectId: string, event: JobEvent) {
  if (event.kind === 'message') {
    const message = projectMessageSchema.safeParse(event.results?.message);
    if (message.success && message.data.projectId === projectId)
      documentStore.getState().appendMessages(projectId, [message.data]);
    else void queryClient.invalidateQueries({ queryKey: projectKeys.messages(projectId) });
    return;
  }
  if (event.kind === 'project' && event.status === 'active') {
    // A stage change mid-import (uploads done → processing): the header follows it at once.
    const stage = multicamImportStageSchema.safeParse(event.results?.multicamImportStage);
    if (stage.success) documentStore.getState().patchProject(projectId, { multicamImportStage: stage.data });
    return;
  }
  if (event.status !== 'completed' && event.status !== 'failed') return;
  void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) });
  void queryClient.invalidateQueries({ queryKey: projectKeys.messages(projectId) });
}
