import type { ProjectMessage } from '@otto/shared/api/projects';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

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

  setProjects(projects: Project[]): void;
  upsertProject(project: Project): void;
  patchProject(id: string, patch: Partial<Project>): void;
  removeProject(id: string): void;
  setProjectMessages(projectId: string, messages: ProjectMessage[]): void;
  appendMessages(projectId: string, messages: ProjectMessage[]): void;
  removeMessage(id: string): void;
  upsertSources(sources: StoredSource[]): void;
  clear(): void;
}

const empty = { projects: {}, projectOrder: [], messages: {}, messageIdsByProject: {}, sources: {} } satisfies Partial<DocumentState>;

export function createDocumentStore() {
  return createStore<DocumentState>()((set) => ({
    ...empty,

    setProjects: (projects) =>
      set((s) => {
        const keep = new Set(projects.map((p) => p.id));
        const dropped = s.projectOrder.filter((id) => !keep.has(id));
        return {
          ...withoutProjects(s, dropped),
          projects: Object.fromEntries(projects.map((p) => [p.id, p])),
          projectOrder: projects.map((p) => p.id),
        };
      }),

    upsertProject: (project) =>
      set((s) => ({
        projects: { ...s.projects, [project.id]: project },
        projectOrder: s.projectOrder.includes(project.id) ? s.projectOrder : [project.id, ...s.projectOrder],
      })),

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
