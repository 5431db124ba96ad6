/**
 * "Take out the part about the boat", "cut the last line": the targeted edit loses the lines that
 * speak of a subject, or its first or last line, keeping the rest in order. The reply quotes what
 * went; where nothing matches, or nothing would be left, the edit stays as it is.
 */
import type { Chapter } from '@otto/shared/container';
import type { Analysis } from '../analyse/analyse.types';
import { meantAs } from '../analyse/relatedness.fns';
import { capitalise, isStopWord, spokenList, stem } from '../analyse/text.fns';
import type { ChapterNumber } from './chapter-request.fns';
import { rangeHolds, type WordRange } from './cut-rules';
import { editPieces, lengthChange, piecesToSegments, segmentsDuration, type Piece } from './edit-pieces.fns';
import { chapterPart } from './edit-part.fns';
import type { FollowUpResult } from './follow-ups';
import { findMentions, matchRules } from './matching.fns';
import { subjectParts } from './several-subjects';
import { sentencePlace } from './source-times.fns';

export type DropRequest =
  { about: string } | { line: 'first' | 'last' } | { chapter: ChapterNumber; asked?: { chapter: ChapterNumber } };

/** Lines quoted in the reply; past this many the rest are counted. */
const quoted = 3;

/**
 * The pieces that speak of the subject: its word, a form or a sound-alike of it, or a near-synonym.
 * A loosely related word ("water" for "boat") is no reason to cut a line the user did not mean.
 */
export function piecesAbout(analysis: Analysis, pieces: readonly Piece[], about: string): Piece[] {
  // "The boat and the bikes": the lines about either. A synonym counts where it is meant as one:
  // "the theatre part" is not the plumber's line about old houses.
  const hits = subjectParts(about).flatMap((part) =>
    findMentions(analysis, part).filter(
      (h) =>
        h.kind !== 'related' ||
        (h.strength >= matchRules.nearSynonym &&
          part
            .split(/\s+/)
            .filter((word) => !isStopWord(word))
            .some((word) => meantAs(h.heard, word))),
    ),
  );
  return pieces.filter((p) => hits.some((h) => p.ranges.some((r) => rangeHolds(r, h))));
}

export function dropLines(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: DropRequest,
  chapters?: readonly Chapter[],
): FollowUpResult {
  const pieces = editPieces(analysis, groups.flat());
  const lines = pieces.filter((p) => p.unit);
  if ('chapter' in request) {
    const part = chapterPart(analysis, groups, pieces, request.chapter, chapters, request.asked?.chapter);
    if (typeof part === 'string') return { reply: `“${title}” ${part}, so I left it as it is.` };
    return dropped(analysis, title, pieces, part.pieces, part.name);
  }
  // "Take out the part about the kayak" in a rough cut with a chapter named for it: that chapter.
  const named = 'about' in request ? chapterNamed(chapters, request.about) : undefined;
  if (named !== undefined) {
    const part = chapterPart(analysis, groups, pieces, named, chapters);
    if (typeof part !== 'string') return dropped(analysis, title, pieces, part.pieces, part.name);
  }
  const what =
    'about' in request
      ? `about ${spokenList(
          subjectParts(request.about).map((part) => `“${part.replace(/^the\s+/, '')}”`),
          'or',
        )}`
      : `${request.line} line`;
  const gone =
    'about' in request
      ? piecesAbout(analysis, pieces, request.about)
      : [request.line === 'first' ? lines[0] : lines.at(-1)].filter((p): p is Piece => p !== undefined);
  if (gone.length === 0) return { reply: `No line of “${title}” is ${what}, so I left it as it is.` };
  return dropped(
    analysis,
    title,
    pieces,
    gone,
    'about' in request ? `${gone.length} line${gone.length === 1 ? '' : 's'} ${what}` : `the ${what}`,
  );
}

/** The chapter (1-based) whose title holds every word of the subject, in some form; undefined when none does. */
function chapterNamed(chapters: readonly Chapter[] | undefined, about: string): number | undefined {
  const words = about
    .split(/\s+/)
    .filter((w) => !isStopWord(w))
    .map(stem);
  if (!chapters?.length || words.length === 0) return undefined;
  const at = chapters.findIndex((c) => {
    const title = new Set(
      c.title
        .toLowerCase()
        .split(/[^\p{L}\p{N}']+/u)
        .map(stem),
    );
    return words.every((w) => title.has(w));
  });
  return at < 0 ? undefined : at + 1;
}

/** The edit without `gone`, and a reply quoting what went; nothing when nothing would be left. */
export function dropped(
  analysis: Analysis,
  title: string,
  pieces: readonly Piece[],
  gone: readonly Piece[],
  count: string,
): FollowUpResult {
  const kept = pieces.filter((p) => !gone.includes(p));
  if (!kept.some((p) => p.unit))
    return {
      reply: `Taking out ${count} would leave nothing of “${title}”, so I left it as it is.`,
    };
  const before = segmentsDuration(piecesToSegments(analysis, pieces));
  const segments = piecesToSegments(analysis, kept);
  const after = segmentsDuration(segments);
  const shown = gone
    .filter((p) => p.unit)
    .slice(0, quoted)
    .map((p) => `“${capitalise(p.unit!.text)}” (${sentencePlace(analysis, p.unit!)})`);
  const more = gone.length > quoted ? ` and ${gone.length - quoted} more` : '';
  return {
    segments,
    reply: `From “${title}” I took out ${count}: ${shown.join(', ')}${more}. It runs ${lengthChange(before, after)}.`,
  };
}
