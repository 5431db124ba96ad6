import type { ScoreBody } from '@otto/shared/api/assistant';
import type { Container, Rate } from '@otto/shared/message';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { track } from '../../lib/analytics';
import { documentStore } from '../../store/document.store';
import { settingsStore } from '../settings/settings';

export interface RateInput {
  messageId: string;
  projectId: string;
  container: Container;
  storyIndex: number;
  user: string;
  score: Rate;
  feedback?: string;
}

/** Sends a rating (POST /eddie/score) and shows it on the message at once; a refusal puts the old one back. */
export function useRateEdit() {
  return useMutation({
    mutationFn: (input: RateInput) =>
      api.post('/eddie/score', {
        container: input.container,
        score: input.score,
        user: input.user,
        story_index: input.storyIndex,
        message_id: input.messageId,
        ai_version: settingsStore.getState().settings.eddieAIVersion,
        ...(input.feedback ? { feedback: input.feedback } : {}),
      } satisfies ScoreBody),
    onMutate: (input) => {
      if (input.score !== 'none') track(input.score === 'like' ? 'edit_liked' : 'edit_disliked', {}, input.projectId);
      const previous = documentStore.getState().messages[input.messageId]?.rate;
      setRate(input.projectId, input.messageId, input.score);
      return { previous };
    },
    onError: (error, input, context) => {
      console.warn('Rating failed', error);
      if (context?.previous) setRate(input.projectId, input.messageId, context.previous);
    },
  });
}

function setRate(projectId: string, messageId: string, rate: Rate) {
  const message = documentStore.getState().messages[messageId];
  if (message) documentStore.getState().appendMessages(projectId, [{ ...message, rate }]);
}
