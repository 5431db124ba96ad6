import type { Project } from '@otto/shared/project';

/**
 * Project fields edited in this page, so a server copy of the project cannot undo an edit it never saw:
 * a list or project fetch sent before a save was answered (or while one is still on its way) carries the
 * old value, and would otherwise put it back over what the user just chose.
 */
export interface FieldEdit {
  /** Saves of this field not answered yet. */
  pending: number;
  /** The clock when the last save of this field was answered. */
  settledAt: number;
}

export type ProjectEdits = Record<string, Partial<Record<keyof Project, FieldEdit>>>;

let clock = 0;
/** Taken before a project fetch is sent, and given with its answer. */
export const projectClock = (): number => clock;
export const tick = (): number => ++clock;

/** The server's copy, but with the fields edited here since `fetchedAt` (or still saving) kept as they are here. */
export function mergeServerProject(
  server: Project,
  local: Project | undefined,
  edits: ProjectEdits[string] | undefined,
  fetchedAt: number,
): Project {
  if (!local || !edits) return server;
  const kept: Partial<Project> = {};
  for (const [key, edit] of Object.entries(edits) as [keyof Project, FieldEdit][]) {
    if (edit.pending > 0 || edit.settledAt > fetchedAt) Object.assign(kept, { [key]: local[key] });
  }
  return { ...server, ...kept };
}
