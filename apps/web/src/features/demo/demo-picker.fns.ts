import type { Demo } from '@otto/shared/api/demos';
import type { Project } from '@otto/shared/project';

/** What a click on a demo tile does: put the demo's files in this project, or add a new demo project. */
export type DemoTileAction = 'use_here' | 'add_new';

/** The picker's demo group a project belongs to (spec chat §3: multicam or others). */
export const projectDemoCategory = (project: Pick<Project, 'category' | 'mode'>): Demo['category'] =>
  project.category === 'multicam' || project.mode === 'podcast' ? 'multicam' : 'others';

/**
 * Spec chat §2: a tile click uses the demo in the current project when it can take it (no files yet, the
 * demo's kind of project), otherwise it adds a new demo project. The other choice is offered beside it.
 */
export function demoTileActions(
  demo: Pick<Demo, 'category'>,
  current: { project: Pick<Project, 'category' | 'mode'>; sourceCount: number } | null,
): DemoTileAction[] {
  const fits = current !== null && current.sourceCount === 0 && projectDemoCategory(current.project) === demo.category;
  return fits ? ['use_here', 'add_new'] : ['add_new'];
}

export const demoActionLabels: Record<DemoTileAction, string> = {
  use_here: 'Use in this project',
  add_new: 'New demo project',
};

/** The tiles a picker shows: one group when it was opened from a view of that kind, else every demo. */
export const demosToShow = (demos: readonly Demo[], only?: Demo['category']): Demo[] =>
  demos.filter((d) => !only || d.category === only);

/** A stored media reference (s3://bucket/key) the browser must sign before it plays, rather than a URL. */
export const isObjectUri = (url: string): boolean => url.startsWith('s3://');
