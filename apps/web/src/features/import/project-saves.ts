/**
 * A project's changes saved one after another, in the order they were made (the type control
 * clicked three times quickly sends three PATCHes, and the last click must be the one that
 * stays). Adding a file waits for them too: the server refuses a type change once the project
 * has a file, so a file sent ahead of the type it was added under would undo that type.
 */
const saving = new Map<string, Promise<unknown>>();

/** Runs `save` after the project's earlier saves; resolves to what it resolves to. */
export function queueProjectSave<T>(projectId: string, save: () => Promise<T>): Promise<T> {
  const result = (saving.get(projectId) ?? Promise.resolve()).then(save);
  saving.set(projectId, result);
  void result.then(() => saving.get(projectId) === result && saving.delete(projectId));
  return result;
}

/** Resolves once every change made to the project so far is saved (or refused). */
export const projectSaved = (projectId: string): Promise<unknown> => saving.get(projectId) ?? Promise.resolve();
