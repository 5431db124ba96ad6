/**
 * The story card: a rough cut's chaptered outline, shown in chat before anything is cut. The
 * editor reorders, drops or renames chapters; approving it builds the edit from those chapters.
 */
import type { Chapter, Segment } from '@otto/shared/container';
import type { StoryCard, StoryCardPick } from '@otto/shared/story-card';
import { formatClock } from '../analyse/text.fns';
import type { PlannedStory } from './assistant.types';
import { segmentsDuration } from './edit-pieces.fns';

/** Splits a cut into its chapters, each with the segments it plays. */
export function outlineOf(segments: readonly Segment[], chapters: readonly Chapter[]): StoryCard['chapters'] {
  return chapters.map((c, i) => {
    const own = segments.slice(c.firstSegment, chapters[i + 1]?.firstSegment ?? segments.length);
    return { title: c.title, duration: segmentsDuration(own), segments: own };
  });
}

/** The outline as text: a numbered line per chapter with its length. */
export const outlineText = (chapters: StoryCard['chapters']): string =>
  chapters.map((c, i) => `${i + 1}. ${c.title} (${formatClock(c.duration)})`).join('\n');

/** The outline as text, and what to do next. */
export const approvalAsk = (chapters: StoryCard['chapters']): string =>
  `${outlineText(chapters)}\nApprove it and I will cut it.`;

/**
 * The rough cut the editor approved: the picked chapters in the picked order, renamed as asked.
 * Picks name chapters by their place in the card; unknown or repeated ones are refused.
 */
export function storyFromCard(card: Pick<StoryCard, 'chapters'>, picks?: readonly StoryCardPick[]): PlannedStory {
  const chosen = picks ?? card.chapters.map((c, i) => ({ chapter: i, title: c.title }));
  const seen = new Set<number>();
  const segments: Segment[] = [];
  const chapters: Chapter[] = [];
  for (const pick of chosen) {
    const chapter = card.chapters[pick.chapter];
    if (!chapter) throw new RangeError(`The outline has no chapter ${pick.chapter + 1}.`);
    if (seen.has(pick.chapter)) throw new RangeError(`Chapter ${pick.chapter + 1} is in the outline twice.`);
    seen.add(pick.chapter);
    chapters.push({ title: pick.title.trim() || chapter.title, firstSegment: segments.length });
    segments.push(...chapter.segments);
  }
  const total = segmentsDuration(segments);
  const opening = segments[0]?.text.split(/\s+/).slice(0, 8).join(' ');
  return {
    title: `Rough cut (${formatClock(total)})`,
    description: [
      `${formatClock(total)} · ${chapters.length} chapter${chapters.length === 1 ? '' : 's'} · ${segments.length} segment${segments.length === 1 ? '' : 's'}`,
      opening ? `opens with “${opening}…”` : '',
    ]
      .filter(Boolean)
      .join(' · '),
    segments,
    chapters,
  };
}
