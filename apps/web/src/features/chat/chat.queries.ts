import type { ProjectMessage } from '@otto/shared/api/projects';
import { savesAsInitialPrompt } from '@otto/shared/chat-bar';
import { botText } from '@otto/shared/constants';
import type { Project } from '@otto/shared/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { supportEmail } from '../../app/links';
import { documentStore } from '../../store/document.store';
import { projectKeys } from '../projects/projects.queries';

/** A message shown before (or instead of) the server's copy, e.g. the prompt just typed or a failure reply. */
export function localMessage(projectId: string, type: 'user_message' | 'bot_message', data: ProjectMessage['data']): ProjectMessage {
  return { id: crypto.randomUUID(), projectId, type, createdAt: new Date().toISOString(), rate: 'none', parentMessageId: null, data };
}

/**
 * Sends a prompt. While a single-camera import still processes, the first prompt is kept as the project's
 * initial prompt and Otto says it will include it; otherwise the assistant answers with new messages.
 */
export function useSendPrompt(project: Project | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prompt: string) => {
      if (!project) throw new Error('No project');
      if (savesAsInitialPrompt(project)) {
        await api.post('/projects/initial-prompt', { project_id: project.id, prompt });
        return 'initial_prompt' as const;
      }
      await api.post(`/projects/${project.id}/prompt`, { prompt });
      return 'sent' as const;
    },
    onMutate: (prompt) => {
      if (project) documentStore.getState().appendMessages(project.id, [localMessage(project.id, 'user_message', { prompt })]);
    },
    onSuccess: (outcome, prompt) => {
      if (!project) return;
      if (outcome === 'initial_prompt') {
        documentStore.getState().patchProject(project.id, { initialPrompt: prompt });
        documentStore.getState().appendMessages(project.id, [localMessage(project.id, 'bot_message', { text: botText.initialPromptSaved })]);
      }
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(project.id) });
      if (outcome === 'sent') void queryClient.invalidateQueries({ queryKey: projectKeys.messages(project.id) });
    },
    onError: (error) => {
      console.error('Prompt failed', error);
      if (project) documentStore.getState().appendMessages(project.id, [localMessage(project.id, 'bot_message', { text: botText.promptFailed(supportEmail) })]);
    },
  });
}
