/**
 * A chapter change (see chapter-request.fns) made to an outline: a story card's chapters before
 * the cut, or a cut edit's chapters seen as one. The chapters not named keep their order; a
 * string says why nothing changed.
 */
import type { StoryCard } from '@otto/shared/story-card';
import { formatClock } from '../analyse/text.fns';
import type { ChapterNumber, ChapterRequest } from './chapter-request.fns';

export type Outline = StoryCard['chapters'];

/** What was changed, as the reply says it, and the outline it made. */
export interface ChapterChange {
  outline: Outline;
  said: string;
}

/** A chapter as the reply names it: by the number the editor typed, where given, and its title. */
const chapterName = (outline: Outline, i: number, typed?: ChapterNumber) =>
  `chapter ${typed && typed !== 'last' ? typed : i + 1}, “${outline[i]!.title}”`;

/** The chapter's place in the outline (from 0), or why it has none. */
function placeOf(outline: Outline, n: ChapterNumber, what: string): number | string {
  const i = n === 'last' ? outline.length - 1 : n - 1;
  if (i >= 0 && i < outline.length) return i;
  return `The ${what} has ${outline.length} chapter${outline.length === 1 ? '' : 's'}, so there is no chapter ${n}.`;
}

/** `what` names the outline in the reply: "outline", or the edit's title in quotes. */
export function changeChapters(outline: Outline, request: ChapterRequest, what: string): ChapterChange | string {
  const at = placeOf(outline, request.chapter, what);
  if (typeof at === 'string') return at;
  const chapter = outline[at]!;
  const named = (i: number) => chapterName(outline, i, i === at ? request.asked?.chapter : request.asked?.other);
  const Named = named(at).replace(/^c/, 'C');
  if (request.kind === 'drop') {
    if (outline.length === 1) return `${Named}, is the only chapter of the ${what}, so I kept it.`;
    return {
      outline: outline.filter((_, i) => i !== at),
      said: `I dropped ${named(at)} (${formatClock(chapter.duration)}).`,
    };
  }
  if (request.change === 'rename') {
    if (request.title === chapter.title) return `${Named}, is already called that.`;
    return {
      outline: outline.map((c, i) => (i === at ? { ...c, title: request.title } : c)),
      said: `I renamed ${named(at)}, to “${request.title}”.`,
    };
  }
  if (request.change === 'swap') {
    const other = placeOf(outline, request.other, what);
    if (typeof other === 'string') return other;
    if (other === at) return `${Named}, cannot swap places with itself.`;
    const swapped = outline.map((c, i) => (i === at ? outline[other]! : i === other ? chapter : c));
    return { outline: swapped, said: `I swapped ${named(at)}, and ${named(other)}.` };
  }
  const rest = outline.filter((_, i) => i !== at);
  if (request.to === 'start') {
    if (at === 0) return `${Named}, already opens the ${what}.`;
    return { outline: [chapter, ...rest], said: `I moved ${named(at)}, to the start.` };
  }
  if (at === outline.length - 1) return `${Named}, already closes the ${what}.`;
  return { outline: [...rest, chapter], said: `I moved ${named(at)}, to the end.` };
}

/**
 * "Drop chapter 2 and rename chapter 3": in a request of several changes, a number names the
 * chapter the editor saw before any of them. This follows each chapter to its place as the
 * changes are made, and says which number a change names now.
 */
export function followChapters(count: number) {
  // Where each chapter first seen now is (from 0), or -1 once dropped.
  const place = Array.from({ length: count }, (_, i) => i);
  const now = (n: ChapterNumber): ChapterNumber => {
    if (n === 'last') return n;
    const at = place[n - 1];
    // A chapter already dropped, or one there never was: a number no chapter has.
    return at === undefined || at < 0 ? count + n : at + 1;
  };
  return {
    now<R extends ChapterRequest>(request: R): R {
      return 'other' in request
        ? {
            ...request,
            chapter: now(request.chapter),
            other: now(request.other),
            asked: { chapter: request.chapter, other: request.other },
          }
        : { ...request, chapter: now(request.chapter), asked: { chapter: request.chapter } };
    },
    /** Follows a change that was made, its numbers already as they are `now`. */
    made(request: ChapterRequest) {
      const left = place.filter((p) => p >= 0).length;
      const at = (n: ChapterNumber) => (n === 'last' ? left - 1 : n - 1);
      const from = at(request.chapter);
      const moveTo = (to: number) =>
        place.forEach((p, i) => {
          if (p === from) place[i] = to;
          else if (from < to && p > from && p <= to) place[i] = p - 1;
          else if (to < from && p >= to && p < from) place[i] = p + 1;
        });
      if (request.kind === 'drop') place.forEach((p, i) => (place[i] = p === from ? -1 : p > from ? p - 1 : p));
      else if (request.change === 'move') moveTo(request.to === 'start' ? 0 : left - 1);
      else if (request.change === 'swap') {
        const other = at(request.other);
        place.forEach((p, i) => (place[i] = p === from ? other : p === other ? from : p));
      }
    },
  };
}
