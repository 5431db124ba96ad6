/** Exports this browser started, per message and option: what the menu's spinners, red icons and guide show. */
import type { ExportOptionId } from '@otto/shared/export-menu';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type ExportActivity =
  { state: 'exporting'; jobId?: string } | { state: 'failed'; error: string } | { state: 'done' };

export interface ExportActivityState {
  byKey: Record<string, ExportActivity>;
  set(messageId: string, option: ExportOptionId, activity: ExportActivity): void;
}

export const activityKey = (messageId: string, option: ExportOptionId) => `${messageId}:${option}`;

export function createExportActivityStore() {
  return createStore<ExportActivityState>()((set) => ({
    byKey: {},
    set: (messageId, option, activity) =>
      set((s) => ({ byKey: { ...s.byKey, [activityKey(messageId, option)]: activity } })),
  }));
}

export const exportActivityStore = createExportActivityStore();

export function useExportActivity(messageId: string, option: ExportOptionId): ExportActivity | undefined {
  return useStore(exportActivityStore, (s) => s.byKey[activityKey(messageId, option)]);
}
