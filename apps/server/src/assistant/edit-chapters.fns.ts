/**
 * Chapters follow an edit through its follow-ups: each new segment stays in the chapter of the
 * old segment it came from; new material joins the chapter it is played in.
 */
import type { Chapter, Segment, Story } from '@otto/shared/container';

const overlap = (a: Segment, b: Segment) =>
  a.sourceId === b.sourceId ? Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start)) : 0;

export function carryChapters(previous: Pick<Story, 'segments' | 'chapters'>, segments: readonly Segment[]) {
  const old = previous.chapters;
  if (!old || old.length === 0 || segments.length === 0) return undefined;
  const chapterOf = (oldSegment: number) => old.filter((c) => c.firstSegment <= oldSegment).at(-1) ?? old[0]!;
  const chapters: Chapter[] = [];
  let current: string | undefined;
  segments.forEach((segment, i) => {
    let best = -1;
    let most = 0;
    previous.segments.forEach((s, j) => {
      const o = overlap(segment, s);
      if (o > most) [best, most] = [j, o];
    });
    const title = best >= 0 ? chapterOf(best).title : (current ?? old[0]!.title);
    if (title === current) return;
    current = title;
    chapters.push({ title, firstSegment: i });
  });
  chapters[0]!.firstSegment = 0;
  return chapters;
}
