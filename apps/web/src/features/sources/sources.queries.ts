import type { JobEvent } from '@otto/shared/jobs';
import type { Source } from '@otto/shared/source';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { createStore } from 'zustand/vanilla';
import { api } from '../../api/client';
import { listenProjectEvents } from '../../api/project-events';
import { documentStore, useDocument } from '../../store/document.store';
import { useCurrentUser } from '../auth/auth.queries';
import { projectKeys } from '../projects/projects.queries';
import { applySourceEvent, type IngestProgress } from './source-status.fns';

export const sourceKeys = {
  project: (projectId: string) => ['projects', projectId, 'sources'] as const,
};

/** The project's sources in the document store become exactly the server's list (removed ones go). */
export function replaceProjectSources(projectId: string, list: Source[]): void {
  documentStore.setState((s) => {
    const others = Object.entries(s.sources).filter(([, src]) => src.projectId !== projectId);
    return { sources: Object.fromEntries([...others, ...list.map((src) => [src.id, src] as const)]) };
  });
}

export function removeStoredSource(sourceId: string): void {
  documentStore.setState((s) => {
    if (!s.sources[sourceId]) return {};
    const { [sourceId]: _gone, ...rest } = s.sources;
    return { sources: rest };
  });
}

export function patchStoredSource(sourceId: string, patch: Partial<Source>): void {
  const current = documentStore.getState().sources[sourceId];
  if (current) documentStore.getState().upsertSources([{ ...current, ...patch }]);
}

/** Ingest progress and the state changes this page has seen, by source id (not part of the stored document). */
interface LiveState {
  ingest: Record<string, IngestProgress>;
  /** When each source entered the state it is in, as this page saw it. */
  stateSince: Record<string, { state: string; atMs: number }>;
}
export const liveSourcesStore = createStore<LiveState>()(() => ({ ingest: {}, stateSince: {} }));

export const useIngestProgress = (sourceId: string) => useStore(liveSourcesStore, (s) => s.ingest[sourceId]);
export const useStateSince = (sourceId: string) => useStore(liveSourcesStore, (s) => s.stateSince[sourceId]?.atMs);

function noteState(sourceId: string, state: string, nowMs: number) {
  const seen = liveSourcesStore.getState().stateSince[sourceId];
  if (seen?.state === state) return;
  liveSourcesStore.setState((s) => ({ stateSince: { ...s.stateSince, [sourceId]: { state, atMs: nowMs } } }));
}

/** The project's sources, in the order the server lists them (creation order). */
export function useProjectSources(projectId: string | undefined): Source[] {
  return useDocument(
    useShallow((s) => (projectId ? Object.values(s.sources).filter((src) => src.projectId === projectId) : [])),
  );
}

/** Loads the project's sources and keeps them current from the job stream. */
export function useSourcesSync(projectId: string | undefined) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sourceKeys.project(projectId ?? ''),
    enabled: Boolean(user && projectId),
    queryFn: async ({ signal }) => {
      const list = await api.get<Source[]>(`/projects/${projectId}/sources`, { signal });
      replaceProjectSources(projectId!, list);
      for (const src of list) noteState(src.id, src.state, Date.now());
      return list;
    },
  });

  useEffect(() => {
    if (!user || !projectId) return;
    return listenProjectEvents(
      projectId,
      (event) => handleEvent(queryClient, projectId, event),
      // Changes published before the stream opened (an upload gone stale, an import finished)
      // reached no one: read the sources and the project again.
      () => {
        void queryClient.invalidateQueries({ queryKey: sourceKeys.project(projectId), exact: true });
        void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId), exact: true });
      },
    );
  }, [user, projectId, queryClient]);

  return query;
}

function handleEvent(queryClient: QueryClient, projectId: string, event: JobEvent) {
  if (event.kind === 'project') {
    // The import finished or failed: the project's status and stage (which free the chat bar) and its messages changed.
    void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId), exact: true });
    void queryClient.invalidateQueries({ queryKey: projectKeys.messages(projectId), exact: true });
    void queryClient.invalidateQueries({ queryKey: sourceKeys.project(projectId), exact: true });
    return;
  }
  if (event.kind !== 'source') return;
  const sourceId = event.results?.sourceId;
  if (typeof sourceId !== 'string') return;
  const now = Date.now();
  if (event.progress !== undefined || event.etaSeconds !== undefined) {
    liveSourcesStore.setState((s) => ({
      ingest: {
        ...s.ingest,
        [sourceId]: {
          progress: event.progress,
          etaSeconds: event.etaSeconds,
          expectedSeconds:
            typeof event.results?.expectedSeconds === 'number' ? event.results.expectedSeconds : undefined,
          receivedAtMs: now,
          ...(event.results?.stage === 'preparing_model' ? { stage: 'preparing_model' as const } : {}),
        },
      },
    }));
  }
  const current = documentStore.getState().sources[sourceId];
  const next = current && applySourceEvent(current, event);
  if (!next) {
    // A source this page has not loaded yet (added in another tab): fetch the list.
    if (!current) void queryClient.invalidateQueries({ queryKey: sourceKeys.project(projectId), exact: true });
    return;
  }
  noteState(sourceId, next.state, now);
  if (
    next.state === current.state &&
    next.errorCode === current.errorCode &&
    next.durationMs === current.durationMs &&
    next.stale === current.stale
  )
    return;
  documentStore.getState().upsertSources([next]);
  // A new state can carry fields the event does not (the stored file's address, the ingest start): refetch.
  void queryClient.invalidateQueries({ queryKey: sourceKeys.project(projectId), exact: true });
  void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId), exact: true });
}
