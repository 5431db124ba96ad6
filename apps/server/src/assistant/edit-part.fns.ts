/**
 * A part of the targeted edit an editor names: a chapter ("chapter 2"), or its opening or ending
 * ("the intro", "the outro"): the first or last chapter of an edit with chapters, else the lines
 * that play in its first or last quarter.
 */
import type { Chapter } from '@otto/shared/container';
import type { Analysis } from '../analyse/analyse.types';
import { formatClock } from '../analyse/text.fns';
import type { ChapterNumber } from './chapter-request.fns';
import type { WordRange } from './cut-rules';
import { pieceDuration, type Piece } from './edit-pieces.fns';
import type { EditPart } from './resize-request.fns';

/** Without chapters, the opening (or ending) is the lines that start within this share of the edit. */
const endShare = 0.25;

export interface NamedPart {
  pieces: Piece[];
  /** "the opening", "chapter 2". */
  name: string;
  /** What it holds: "chapter 1, “Dairy”", "its first 2 lines, 0:00–0:14". */
  detail: string;
}

/**
 * "Remove chapter 2": the edit's pieces in that chapter (a rough cut's), or, in an edit without
 * chapters, its lines from that topic of the footage; a string says why there are none.
 */
export function chapterPart(
  analysis: Analysis,
  groups: readonly WordRange[][],
  pieces: readonly Piece[],
  which: ChapterNumber,
  chapters: readonly Chapter[] | undefined,
  typed?: ChapterNumber,
): { pieces: Piece[]; name: string } | string {
  const n = which === 'last' ? (chapters?.length ? chapters.length : analysis.topics.length) : which;
  if (chapters?.length) {
    const chapter = chapters[n - 1];
    if (!chapter)
      return `has ${chapters.length} chapter${chapters.length === 1 ? '' : 's'}, so there is no chapter ${n}`;
    const ranges = groups.slice(chapter.firstSegment, chapters[n]?.firstSegment ?? groups.length).flat();
    const inside = pieces.filter((p) =>
      p.ranges.some((r) =>
        ranges.some((c) => c.sourceId === r.sourceId && r.firstWord <= c.lastWord && c.firstWord <= r.lastWord),
      ),
    );
    return { pieces: inside, name: `chapter ${typed && typed !== 'last' ? typed : n}, “${chapter.title}”` };
  }
  const topic = analysis.topics[n - 1];
  if (!topic) return `has no chapters, and the footage has ${analysis.topics.length} topics, not ${n}`;
  const inside = pieces.filter((p) => p.unit?.topic === topic.index);
  if (inside.length === 0) return `has no line from topic ${n}, “${topic.label}”`;
  return {
    pieces: inside,
    name: `its ${inside.length === 1 ? 'line' : `${inside.length} lines`} from topic ${n}, “${topic.label}”`,
  };
}

/** The part of the edit named, or why there is none. A chapter needs an edit with chapters. */
export function editPart(
  analysis: Analysis,
  groups: readonly WordRange[][],
  pieces: readonly Piece[],
  part: EditPart,
  chapters: readonly Chapter[] | undefined,
): NamedPart | string {
  if (typeof part === 'object') {
    if (!chapters?.length) return 'has no chapters';
    const found = chapterPart(analysis, groups, pieces, part.chapter, chapters);
    if (typeof found === 'string') return found;
    const at = found.name.indexOf(', ');
    return { pieces: found.pieces, name: found.name.slice(0, at), detail: found.name.slice(at + 2) };
  }
  const word = part === 'opening' ? 'opening' : 'ending';
  if (chapters && chapters.length >= 2) {
    const found = chapterPart(analysis, groups, pieces, part === 'opening' ? 1 : 'last', chapters);
    return typeof found === 'string' ? found : { pieces: found.pieces, name: `the ${word}`, detail: found.name };
  }
  const lines = pieces.filter((p) => p.unit);
  if (lines.length < 2) return `is a single line, with no ${word} apart from the rest`;
  const ordered = part === 'opening' ? pieces : [...pieces].reverse();
  const total = pieces.reduce((sum, p) => sum + pieceDuration(analysis, p), 0);
  const inside: Piece[] = [];
  let played = 0;
  for (const p of ordered) {
    if (inside.some((q) => q.unit) && played >= total * endShare) break;
    inside.push(p);
    played += pieceDuration(analysis, p);
  }
  // Never the whole edit: the last line (or the first) is the rest.
  while (inside.filter((p) => p.unit).length === lines.length) played -= pieceDuration(analysis, inside.pop()!);
  const kept = part === 'opening' ? inside : inside.reverse();
  const count = kept.filter((p) => p.unit).length;
  const [from, to] = part === 'opening' ? [0, played] : [total - played, total];
  return {
    pieces: kept,
    name: `the ${word}`,
    detail: `its ${part === 'opening' ? 'first' : 'last'} ${count === 1 ? 'line' : `${count} lines`}, ${formatClock(from)}–${formatClock(to)}`,
  };
}
