import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { documentStore } from '../../store/document.store';

function setStoryIndex(messageId: string, storyIndex: number) {
  const message = documentStore.getState().messages[messageId];
  if (!message) return;
  documentStore.getState().appendMessages(message.projectId, [{ ...message, data: { ...message.data, storyIndex } }]);
}

/** Picks which story an edit result shows (PATCH …/messages/:id {storyIndex}); shown at once, undone on failure. */
export function useChooseStory() {
  return useMutation({
    mutationFn: ({
      projectId,
      messageId,
      storyIndex,
    }: {
      projectId: string;
      messageId: string;
      storyIndex: number;
      previous: number;
    }) => api.patch(`/projects/${projectId}/messages/${messageId}`, { storyIndex }),
    onMutate: ({ messageId, storyIndex }) => setStoryIndex(messageId, storyIndex),
    onError: (error, { messageId, previous }) => {
      console.warn('Could not save the chosen story', error);
      setStoryIndex(messageId, previous);
    },
  });
}
