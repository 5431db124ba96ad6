import type { Container, Layout } from '@otto/shared';
import { dominantSpeaker, speakerLabel } from '@otto/shared/speakers';
import type { Word } from '@otto/shared/transcript';
import { multicamStoriesToTimeline, storiesToTimeline, type Timeline } from '@otto/timeline';
import { numberedCameras } from '../multicam/multicam-cameras';
import type { ProjectsRepo } from '../projects/projects.repo';
import type { SourcesRepo } from '../sources/sources.repo';
import type { TranscriptsRepo } from '../transcripts/transcripts.repo';
import { mediaReferencesFor } from './exports.fns';

export interface TimelineRepos {
  sources: Pick<SourcesRepo, 'listByProject'>;
  /** Where each segment's speaker comes from; without them the timeline names no speakers. */
  transcripts?: Pick<TranscriptsRepo, 'get'>;
  projects?: Pick<ProjectsRepo, 'speakerNames'>;
}

/**
 * The one path from an edit to a timeline on the server: the project's own sources only (a
 * container naming another project's source fails as an unknown source), referenced as originals,
 * each segment labelled with who says most of it, by the project's name for that speaker. A
 * multicam edit (stories with camera blocks) flattens to the chosen cameras over the main audio.
 */
export async function timelineForEdit(
  repos: TimelineRepos,
  input: { projectId: string; name: string; container: Container; storyIndexes: readonly number[]; layout: Layout },
): Promise<Timeline> {
  const rows = await repos.sources.listByProject(input.projectId);
  const names = (await repos.projects?.speakerNames(input.projectId)) ?? {};
  const owned = new Set(rows.map((r) => r.id));
  const wanted = input.container.stories.filter((s) => input.storyIndexes.includes(s.index));
  const words = new Map<string, readonly Word[]>();
  for (const id of new Set(wanted.flatMap((s) => s.segments.map((g) => g.sourceId)))) {
    if (!owned.has(id) || !repos.transcripts) continue;
    words.set(id, (await repos.transcripts.get(id))?.words ?? []);
  }
  const stories = input.container.stories.map((story) => ({
    ...story,
    segments: story.segments.map((segment) => {
      const speaker = dominantSpeaker(words.get(segment.sourceId) ?? [], segment.start, segment.end);
      return speaker ? { ...segment, speaker: speakerLabel(speaker, names) } : segment;
    }),
  }));
  const mainAudioId = wanted[0]?.segments[0]?.sourceId;
  if (mainAudioId && wanted.every((s) => s.textBlocks?.length)) {
    return multicamStoriesToTimeline({
      stories,
      storyIndexes: input.storyIndexes,
      media: mediaReferencesFor(rows),
      cameras: numberedCameras(rows).flatMap(({ camera, source }) =>
        source.syncOffsetSec === null ? [] : [{ camera, sourceId: source.id, offsetSec: source.syncOffsetSec }],
      ),
      mainAudioId,
      name: input.name,
      layout: input.layout,
    });
  }
  return storiesToTimeline({
    stories,
    storyIndexes: input.storyIndexes,
    media: mediaReferencesFor(rows),
    name: input.name,
    layout: input.layout,
  });
}
