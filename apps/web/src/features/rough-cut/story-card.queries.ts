import { projectMessageSchema } from '@otto/shared/api/projects';
import { projectSchema } from '@otto/shared/project';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client';
import { documentStore } from '../../store/document.store';

const approvedSchema = z.object({ messages: z.array(projectMessageSchema), project: projectSchema });

/** "Approve" on a story card: the server cuts the kept chapters; the edit and tasks land in the chat. */
export function useApproveOutline(projectId: string, messageId: string) {
  return useMutation({
    mutationFn: async (chapters: { chapter: number; title: string }[]) =>
      approvedSchema.parse(
        await api.post(`/projects/${projectId}/messages/${messageId}/approve-outline`, { chapters }),
      ),
    onSuccess: ({ messages, project }) => {
      const store = documentStore.getState();
      const card = store.messages[messageId];
      const edit = messages.find((m) => m.type === 'edit_result');
      if (card && edit)
        store.appendMessages(projectId, [
          {
            ...card,
            data: { ...card.data, storyCard: { ...(card.data.storyCard as object), approvedMessageId: edit.id } },
          },
        ]);
      store.appendMessages(projectId, messages);
      store.patchProject(projectId, project);
    },
  });
}
