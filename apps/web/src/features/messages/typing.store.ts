import { createStore } from 'zustand/vanilla';

/**
 * Bot messages that arrived live and still have to be typed, per project, in arrival order (the
 * spec's project.typingMessageIdQueue). Only the head types; the ones behind it wait unseen.
 */
export interface TypingState {
  queues: Record<string, string[]>;
  enqueue(projectId: string, ids: readonly string[]): void;
  done(projectId: string, id: string): void;
  clear(projectId: string): void;
}

export function createTypingStore() {
  return createStore<TypingState>()((set) => ({
    queues: {},
    enqueue: (projectId, ids) =>
      set((s) => {
        const queue = s.queues[projectId] ?? [];
        const added = ids.filter((id) => !queue.includes(id));
        return added.length === 0 ? {} : { queues: { ...s.queues, [projectId]: [...queue, ...added] } };
      }),
    done: (projectId, id) =>
      set((s) => {
        const queue = s.queues[projectId];
        return queue?.includes(id) ? { queues: { ...s.queues, [projectId]: queue.filter((q) => q !== id) } } : {};
      }),
    clear: (projectId) =>
      set((s) => {
        if (!s.queues[projectId]) return {};
        const { [projectId]: _gone, ...queues } = s.queues;
        return { queues };
      }),
  }));
}

export const typingStore = createTypingStore();
