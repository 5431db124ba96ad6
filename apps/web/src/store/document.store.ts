import type { ProjectMessage } from '@otto/shared/api/projects';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { mergeServerProject, projectClock, tick, type ProjectEdits } from './project-edits';

export type StoredMessage = ProjectMessage;

export type StoredSource = Source;

/**
 * The document the user works on, normalised by id (spec: projects, sources and messages keyed by id).
 * TanStack Query fetches; this store is what components read, so an update to one message re-renders only its readers.
 */
export interface DocumentState {
  projects: Record<string, Project>;
  /** Sidebar order (newest first, as the API lists them). */
  projectOrder: string[];
  messages: Record<string, StoredMessage>;
  messageIdsByProject: Record<string, string[]>;
  sources: Record<string, StoredSource>;
  /** Fields the user changed here, kept over server copies fetched before their save was answered. */
  projectEdits: ProjectEdits;

  /** `fetchedAt`: `projectClock()` when the request was sent; by default, now. */
  setProjects(projects: Project[], fetchedAt?: number): void;
  upsertProject(project: Project, fetchedAt?: number): void;
  patchProject(id: string, patch: Partial<Project>): void;
  /** Shows a user's edit at once, while its save is on its way. */
  beginProjectEdit(id: string, patch: Partial<Project>): void;
  /** The save was answered: the saved project, or what to put back when the server refused. */
  endProjectEdit(id: string, patch: Partial<Project>, outcome: { saved: Project } | { restore: Partial<Project> }): void;
  removeProject(id: string): void;
  setProjectMessages(projectId: string, messages: ProjectMessage[]): void;
  appendMessages(projectId: string, messages: ProjectMessage[]): void;
  removeMessage(id: string): void;
  upsertSources(sources: StoredSource[]): void;
  clear(): void;
}

const empty = {
  projects: {},
  projectOrder: [],
  messages: {},
  messageIdsByProject: {},
  sources: {},
  projectEdits: {},
} satisfies Partial<DocumentState>;

export function createDocumentStore() {
  return createStore<DocumentState>()((set) => ({
    ...empty,

    setProjects: (projects, fetchedAt = projectClock()) =>
      set((s) => {
        const keep = new Set(projects.map((p) => p.id));
        const dropped = s.projectOrder.filter((id) => !keep.has(id));
        const merged = projects.map((p) => mergeServerProject(p, s.projects[p.id], s.projectEdits[p.id], fetchedAt));
        return {
          ...withoutProjects(s, dropped),
          projects: Object.fromEntries(merged.map((p) => [p.id, p])),
          projectOrder: projects.map((p) => p.id),
        };
      }),

    upsertProject: (project, fetchedAt = projectClock()) =>
      set((s) => ({
        projects: {
          ...s.projects,
          [project.id]: mergeServerProject(project, s.projects[project.id], s.projectEdits[project.id], fetchedAt),
        },
        projectOrder: s.projectOrder.includes(project.id) ? s.projectOrder : [project.id, ...s.projectOrder],
      })),

    beginProjectEdit: (id, patch) =>
      set((s) => {
        const current = s.projects[id];
        if (!current) return {};
        const edits = { ...s.projectEdits[id] };
        for (const key of Object.keys(patch) as (keyof Project)[]) {
          const edit = edits[key];
          edits[key] = { pending: (edit?.pending ?? 0) + 1, settledAt: edit?.settledAt ?? 0 };
        }
        return {
          projects: { ...s.projects, [id]: { ...current, ...patch } },
          projectEdits: { ...s.projectEdits, [id]: edits },
        };
      }),

    endProjectEdit: (id, patch, outcome) =>
      set((s) => {
        const settledAt = tick();
        const edits = { ...s.projectEdits[id] };
        const restore: Partial<Project> = {};
        for (const key of Object.keys(patch) as (keyof Project)[]) {
          const pending = Math.max(0, (edits[key]?.pending ?? 1) - 1);
          edits[key] = { pending, settledAt };
          // A later edit of the same field, still saving, wins over putting this one back.
          if ('restore' in outcome && pending === 0) Object.assign(restore, { [key]: outcome.restore[key] });
        }
        const projectEdits = { ...s.projectEdits, [id]: edits };
        const current = s.projects[id];
        if (!current) return { projectEdits };
        const next =
          'saved' in outcome
            ? mergeServerProject(outcome.saved, current, edits, settledAt)
            : { ...current, ...restore };
        return { projects: { ...s.projects, [id]: next }, projectEdits };
      }),

    patchProject: (id, patch) =>
      set((s) => {
        const current = s.projects[id];
        return current ? { projects: { ...s.projects, [id]: { ...current, ...patch } } } : {};
      }),

    removeProject: (id) => set((s) => withoutProjects(s, [id])),

    setProjectMessages: (projectId, list) =>
      set((s) => {
        const messages = { ...s.messages };
        for (const old of s.messageIdsByProject[projectId] ?? []) delete messages[old];
        for (const m of list) messages[m.id] = { ...m, projectId };
        return { messages, messageIdsByProject: { ...s.messageIdsByProject, [projectId]: list.map((m) => m.id) } };
      }),

    appendMessages: (projectId, list) =>
      set((s) => {
        const messages = { ...s.messages };
        const ids = [...(s.messageIdsByProject[projectId] ?? [])];
        for (const m of list) {
          if (!messages[m.id]) ids.push(m.id);
          messages[m.id] = { ...m, projectId };
        }
        return { messages, messageIdsByProject: { ...s.messageIdsByProject, [projectId]: ids } };
      }),

    removeMessage: (id) =>
      set((s) => {
        const message = s.messages[id];
        if (!message) return {};
        const { [id]: _gone, ...messages } = s.messages;
        const ids = (s.messageIdsByProject[message.projectId] ?? []).filter((m) => m !== id);
        return { messages, messageIdsByProject: { ...s.messageIdsByProject, [message.projectId]: ids } };
      }),

    upsertSources: (list) => set((s) => ({ sources: { ...s.sources, ...Object.fromEntries(list.map((x) => [x.id, x])) } })),

    clear: () => set(empty),
  }));
}

function withoutProjects(s: DocumentState, ids: string[]): Partial<DocumentState> {
  if (ids.length === 0) return {};
  const gone = new Set(ids);
  const projects = { ...s.projects };
  const messageIdsByProject = { ...s.messageIdsByProject };
  const messages = { ...s.messages };
  for (const id of ids) {
    delete projects[id];
    for (const m of messageIdsByProject[id] ?? []) delete messages[m];
    delete messageIdsByProject[id];
  }
  const sources = Object.fromEntries(Object.entries(s.sources).filter(([, src]) => !gone.has(src.projectId)));
  return { projects, projectOrder: s.projectOrder.filter((id) => !gone.has(id)), messages, messageIdsByProject, sources };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;

/** The app's one document store. */
export const documentStore = createDocumentStore();

export function useDocument<T>(selector: (state: DocumentState) => T): T {
  return useStore(documentStore, selector);
}
