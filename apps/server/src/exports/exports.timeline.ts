import type { Container, Layout } from '@otto/shared';
import { storiesToTimeline, type Timeline } from '@otto/timeline';
import type { SourcesRepo } from '../sources/sources.repo';
import { mediaReferencesFor } from './exports.fns';

/**
 * The one path from an edit to a timeline on the server: the project's own sources only (a
 * container naming another project's source fails as an unknown source), referenced as originals.
 */
export async function timelineForEdit(
  sources: Pick<SourcesRepo, 'listByProject'>,
  input: { projectId: string; name: string; container: Container; storyIndexes: readonly number[]; layout: Layout },
): Promise<Timeline> {
  const rows = await sources.listByProject(input.projectId);
  return storiesToTimeline({
    stories: input.container.stories,
    storyIndexes: input.storyIndexes,
    media: mediaReferencesFor(rows),
    name: input.name,
    layout: input.layout,
  });
}
