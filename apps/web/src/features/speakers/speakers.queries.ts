import type { Project } from '@otto/shared/project';
import { dominantSpeaker, renamedSpeakers, type RenameSpeaker } from '@otto/shared/speakers';
import type { Transcript } from '@otto/shared/transcript';
import { useMutation, useQueries } from '@tanstack/react-query';
import { api } from '../../api/client';
import { documentStore, useDocument } from '../../store/document.store';

/** The transcript query the chat's transcript blocks use too: one fetch per source. */
export const transcriptQuery = (projectId: string, sourceId: string) => ({
  queryKey: ['projects', projectId, 'sources', sourceId, 'transcript'] as const,
  staleTime: Infinity,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<Transcript>(`/projects/${projectId}/sources/${sourceId}/transcript`, { signal }),
});

export function useSpeakerNames(projectId: string | undefined) {
  return useDocument((s) => (projectId ? s.projects[projectId]?.speakerNames : undefined));
}

/** Renames a speaker across the project; the new name shows at once and goes back if the server refuses. */
export function useRenameSpeaker(projectId: string) {
  return useMutation({
    mutationFn: async (body: RenameSpeaker) =>
      (await api.patch<{ project: Project }>(`/projects/${projectId}/speakers`, body)).project,
    onMutate: (body) => {
      const previous = documentStore.getState().projects[projectId]?.speakerNames ?? {};
      documentStore.getState().patchProject(projectId, { speakerNames: renamedSpeakers(previous, body) });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context) documentStore.getState().patchProject(projectId, { speakerNames: context.previous });
    },
    onSuccess: (project) => documentStore.getState().upsertProject(project),
  });
}

/**
 * Who speaks each segment of an edit (the speaker talking longest in it), from its sources'
 * transcripts; undefined everywhere until they load or when only one speaker talks.
 */
export function useSegmentSpeakers(
  projectId: string | undefined,
  segments: ReadonlyArray<{ sourceId: string; start: number; end: number }>,
): Array<number | undefined> {
  const sourceIds = [...new Set(segments.map((s) => s.sourceId))];
  const transcripts = useQueries({
    queries: sourceIds.map((id) => ({ ...transcriptQuery(projectId ?? '', id), enabled: Boolean(projectId) })),
  });
  const words = new Map(sourceIds.map((id, i) => [id, transcripts[i]?.data?.words ?? []]));
  const speakers = segments.map((s) => dominantSpeaker(words.get(s.sourceId) ?? [], s.start, s.end));
  return new Set(speakers.filter((s) => s !== undefined)).size > 1 ? speakers : segments.map(() => undefined);
}
