import {
  editContextSchema,
  editVersionConflictCode,
  type EditContext,
  type SaveEditBody,
  type SaveEditResponse,
} from '@otto/shared/api/edits';
import type { ProjectMessage } from '@otto/shared/api/projects';
import { containerSchema, type Container, type Segment } from '@otto/shared/container';
import { remapChapters, type EditSources } from '@otto/shared/transcript-edit';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError, api } from '../../api/client';
import { documentStore } from '../../store/document.store';
import { record, redo, startHistory, undo, type EditHistory } from './edit-history.fns';

/** A change to the edit: from the container it applies to, the next one. */
export type EditChange = (container: Container, sources: EditSources) => Container;

export type SaveState = 'saved' | 'saving' | 'error';

const editUrl = (projectId: string, messageId: string) => `/projects/${projectId}/messages/${messageId}/edit`;

/** The container with one story's segments replaced; a long edit's outline follows its words. */
export const withSegments = (
  container: Container,
  storyIndex: number,
  segments: Segment[],
  sources: EditSources,
): Container => ({
  ...container,
  stories: container.stories.map((s) => {
    if (s.index !== storyIndex) return s;
    const chapters = s.chapters && remapChapters(sources, s.segments, segments, s.chapters);
    return { ...s, segments, ...(chapters && { chapters }) };
  }),
});

/** Shows a container on the message at once: the player, segment list, duration and exports read it from there. */
function showOnMessage(messageId: string, container: Container, extra: Record<string, unknown> = {}) {
  const message = documentStore.getState().messages[messageId];
  if (!message) return;
  documentStore
    .getState()
    .appendMessages(message.projectId, [{ ...message, data: { ...message.data, container, ...extra } }]);
}

function messageState(messageId: string): { container: Container; version: number; storyIndex: number } | null {
  const message = documentStore.getState().messages[messageId];
  const container = containerSchema.safeParse(message?.data.container);
  if (!message || !container.success) return null;
  const version = typeof message.data.editVersion === 'number' ? message.data.editVersion : 0;
  const storyIndex = typeof message.data.storyIndex === 'number' ? message.data.storyIndex : 0;
  return { container: container.data, version, storyIndex };
}

/**
 * The edit view's state: changes apply locally at once (so the player plays the edited cut with
 * no round trip), then go to the server one at a time, each from the version it was made on.
 * When another tab got there first (409) the latest version is loaded and the changes not yet
 * stored are made again on top of it.
 */
export function useTranscriptEditor(projectId: string, messageId: string) {
  const context = useQuery({
    queryKey: ['projects', projectId, 'messages', messageId, 'edit'],
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      editContextSchema.parse(await api.get<EditContext>(editUrl(projectId, messageId), { signal })),
  });
  const sources = useMemo<EditSources>(
    () => Object.fromEntries((context.data?.sources ?? []).map((s) => [s.sourceId, s])),
    [context.data],
  );
  const initial = useRef(messageState(messageId));
  const [history, setHistory] = useState<EditHistory<Container> | null>(() =>
    initial.current ? startHistory(initial.current.container) : null,
  );
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [notice, setNotice] = useState<string | null>(null);
  const version = useRef(initial.current?.version ?? 0);
  /** Changes shown but not yet stored, oldest first: made again on the latest version after a 409. */
  const pending = useRef<{ change: EditChange; revert: boolean }[]>([]);
  const latest = useRef<Container | null>(initial.current?.container ?? null);
  const inFlight = useRef(false);
  const sourcesRef = useRef(sources);
  sourcesRef.current = sources;
  const historyRef = useRef(history);
  historyRef.current = history;

  const storyIndex = initial.current?.storyIndex ?? 0;

  const flush = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaveState('saving');
    let failed = false;
    try {
      while (pending.current.length > 0 && latest.current) {
        const sent = pending.current.length;
        const container = latest.current;
        const revert = pending.current[sent - 1]!.revert;
        const story = container.stories.find((s) => s.index === storyIndex);
        const body: SaveEditBody = revert
          ? { baseVersion: version.current, revert: 'ai' }
          : { baseVersion: version.current, storyIndex, segments: story?.segments ?? [] };
        try {
          const saved = await api.patch<SaveEditResponse>(editUrl(projectId, messageId), body);
          version.current = saved.version;
          pending.current = pending.current.slice(sent);
          if (pending.current.length === 0) applyServerMessage(saved.message);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409 && error.code === editVersionConflictCode) {
            setNotice(error.message);
            await reloadAndReapply();
            continue;
          }
          throw error;
        }
      }
      setSaveState('saved');
    } catch (error) {
      failed = true;
      console.warn('Could not save the edit', error);
      setSaveState('error');
      setNotice(error instanceof ApiError ? error.message : 'Your change could not be saved.');
    } finally {
      inFlight.current = false;
    }
    // A change made while the last save was finishing goes now (after a failure, with the next change).
    if (!failed && pending.current.length > 0) void flush();

    function applyServerMessage(message: ProjectMessage) {
      const parsed = containerSchema.safeParse(message.data.container);
      if (!parsed.success) return;
      latest.current = parsed.data;
      showOnMessage(messageId, parsed.data, message.data);
      setHistory((h) => h && { ...h, present: parsed.data });
    }

    async function reloadAndReapply() {
      const { messages } = await api.get<{ messages: ProjectMessage[] }>(`/projects/${projectId}/messages`);
      const fresh = messages.find((m) => m.id === messageId);
      const container = containerSchema.parse(fresh?.data.container);
      version.current = typeof fresh?.data.editVersion === 'number' ? fresh.data.editVersion : 0;
      let next = container;
      for (const p of pending.current) next = p.change(next, sourcesRef.current);
      latest.current = next;
      showOnMessage(messageId, next, { ...fresh?.data, container: next });
      setHistory((h) => (h ? record(startHistory(container), next) : h));
    }
  }, [projectId, messageId, storyIndex]);

  /** Makes a change: shown at once, stored right after. */
  const apply = useCallback(
    (change: EditChange, opts: { revert?: boolean } = {}) => {
      const h = historyRef.current;
      if (!h) return;
      const next = change(h.present, sourcesRef.current);
      if (JSON.stringify(next) === JSON.stringify(h.present)) return;
      commit(record(h, next), change, opts.revert ?? false);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [flush],
  );

  function commit(next: EditHistory<Container>, change: EditChange, revert: boolean) {
    setHistory(next);
    historyRef.current = next;
    latest.current = next.present;
    setNotice(null);
    showOnMessage(messageId, next.present);
    pending.current.push({ change, revert });
    void flush();
  }

  /** Undo and redo go to a whole earlier (or later) state: stored as that story's segments. */
  const step = (to: (h: EditHistory<Container>) => EditHistory<Container>) => {
    const h = historyRef.current;
    if (!h) return;
    const next = to(h);
    if (next === h) return;
    const target = next.present;
    const story = target.stories.find((s) => s.index === storyIndex);
    commit(next, (c, src) => withSegments(c, storyIndex, story?.segments ?? [], src), false);
  };

  const present = history?.present ?? null;
  const story = present?.stories.find((s) => s.index === storyIndex) ?? present?.stories[0] ?? null;
  return {
    context,
    sources,
    story,
    storyIndex,
    canUndo: (history?.past.length ?? 0) > 0,
    canRedo: (history?.future.length ?? 0) > 0,
    saveState,
    notice,
    apply,
    undo: () => step(undo),
    redo: () => step(redo),
    /** "Revert to AI version": the AI's result back, as a new version (history stays). */
    revert: () => {
      const ai = context.data?.ai;
      if (ai) apply(() => ai, { revert: true });
    },
  };
}
export type TranscriptEditor = ReturnType<typeof useTranscriptEditor>;
