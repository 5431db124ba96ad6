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

/** Base64 of a file's bytes, for the script-file call. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Scripts come as plain text or Word files. */
export const isScriptFile = (file: { name: string }) => /\.(txt|docx)$/i.test(file.name);

/** Sends a .txt or .docx script file (chosen in the script box or added with the footage). */
export async function sendScriptFile(projectId: string, file: File): Promise<void> {
  const payload = await api.post(`/projects/${projectId}/script/file`, {
    filename: file.name,
    content_base64: await base64Of(file),
  });
  show(projectId, payload);
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
    mutationFn: async (input: { script: string } | { file: File }) => {
      if ('file' in input) return sendScriptFile(projectId, input.file);
      show(projectId, await api.post(`/projects/${projectId}/script`, input));
    },
  });
}
