/** What both edit → timeline conversions (single-camera and multicam) build their tracks with. */
import type { EditStory } from './edit';
import type { TrackItem } from './timeline';

export class UnknownSourceError extends Error {
  constructor(readonly sourceId: string) {
    super(`The edit uses source ${sourceId}, which has no media reference`);
    this.name = 'UnknownSourceError';
  }
}

export class UnknownStoryError extends Error {
  constructor(readonly storyIndex: number) {
    super(`The edit has no story ${storyIndex}`);
    this.name = 'UnknownStoryError';
  }
}

/** The stories to lay end to end, by `story.index` in the order given; all of them when none are named. */
export function pickStories(stories: readonly EditStory[], indexes: readonly number[] | undefined): EditStory[] {
  if (!indexes?.length) return [...stories];
  return indexes.map((index) => {
    const story = stories.find((s) => s.index === index);
    if (!story) throw new UnknownStoryError(index);
    return story;
  });
}

/** Appends to a track, merging neighbouring gaps so tracks stay minimal. */
export function appendToTrack(items: TrackItem[], item: TrackItem): void {
  const last = items.at(-1);
  if (item.kind === 'gap' && last?.kind === 'gap') {
    items[items.length - 1] = {
      kind: 'gap',
      recordRange: { start: last.recordRange.start, duration: last.recordRange.duration + item.recordRange.duration },
    };
  } else {
    items.push(item);
  }
}
