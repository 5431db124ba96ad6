import { projectMessageSchema } from '@otto/shared/api/projects';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client';
import { documentStore } from '../../store/document.store';

const answerSchema = z.object({ messages: z.array(projectMessageSchema) });

/** What the script calls answer: the messages they added or changed, shown at once. */
function show(projectId: string, payload: unknown) {
  const parsed = answerSchema.safeParse(payload);
  if (parsed.success) documentStore.getState().appendMessages(projectId, parsed.data.messages);
}

/** Uses another take of one script line (POST …/script/choose); the story comes back rebuilt. */
export function useChooseTake(projectId: string) {
  return useMutation({
    mutationFn: (body: { message_id: string; line: number; take: number }) =>
      api.post(`/projects/${projectId}/script/choose`, body),
    onSuccess: (payload) => show(projectId, payload),
  });
}

/** Sends the script from the script box, or a .txt / .docx script file. */
export function useSendScript(projectId: string) {
  return useMutation({
    mutationFn: (input: { script: string } | { filename: string; content_base64: string }) =>
      'script' in input
        ? api.post(`/projects/${projectId}/script`, input)
        : api.post(`/projects/${projectId}/script/file`, input),
    onSuccess: (payload) => show(projectId, payload),
  });
}
