/** Edit by transcript, the pure parts of the server side: what the edit view cuts with, and a new version. */
import { randomUUID } from 'node:crypto';
import {
  boundaryKey,
  remapChapters,
  withWordTexts,
  type EditSource,
  type EditSources,
} from '@otto/shared/transcript-edit';
import type { Container, Segment } from '@otto/shared/container';
import type { EditContext } from '@otto/shared/api/edits';
import type { Analysis } from '../analyse/analyse.types';

/** Each source with its sentences and fillers, as the analysis found them. */
export const editSourcesOf = (analysis: Analysis): EditContext['sources'] =>
  analysis.sources.map((s) => ({
    sourceId: s.sourceId,
    words: s.words,
    durationSec: s.durationSec,
    rate: s.rate,
    sentences: analysis.units
      .filter((u) => u.sourceId === s.sourceId)
      .map(({ firstWord, lastWord }) => ({ firstWord, lastWord })),
    fillers: analysis.fillers
      .filter((f) => f.sourceId === s.sourceId)
      .map(({ firstWord, lastWord }) => ({ firstWord, lastWord })),
  }));

export const bySourceId = (sources: readonly EditSource[]): EditSources =>
  Object.fromEntries(sources.map((s) => [s.sourceId, s]));

/** Every cut the AI's own version made: accepted as they are (the planner cut them). */
export const aiBoundaries = (container: Container): Set<string> =>
  new Set(
    container.stories.flatMap((story) =>
      story.segments.flatMap((s) => [boundaryKey(s.sourceId, s.start), boundaryKey(s.sourceId, s.end)]),
    ),
  );

/**
 * The next version of a container: a new id, one story's segments replaced. Its outline follows
 * the words (see remapChapters); camera text blocks go, since they described the old cut (the
 * service switches a multicam edit's cameras again).
 */
export function nextContainer(
  container: Container,
  storyIndex: number,
  segments: readonly Segment[],
  sources: EditSources,
): Container {
  return {
    ...container,
    id: randomUUID(),
    stories: container.stories.map((story) => {
      if (story.index !== storyIndex) return story;
      const { textBlocks: _dropped, chapters, ...rest } = story;
      const outline = chapters && remapChapters(sources, story.segments, segments, chapters);
      return {
        ...rest,
        segments: withWordTexts(sources, segments),
        ...(outline && outline.length > 0 && { chapters: outline }),
      };
    }),
  };
}
