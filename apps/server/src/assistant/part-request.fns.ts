/**
 * A length change to one part of the edit: "make the intro shorter", "tighten the ending", "the
 * opening drags", "cut chapter 2 down to 20 seconds". The rest of the edit stays as it is.
 */
import { chapterNamedIn, chapterWords } from './chapter-request.fns';
import { parseDuration } from './prompt-numbers.fns';
import { resizeBy, type EditPart, type ResizeIntent } from './resize-request.fns';

const opening = String.raw`intro|introduction|opening|beginning|start|first (?:part|section|bit)`;
const ending = String.raw`outro|ending|end|conclusion|closing|last (?:part|section|bit)|final (?:part|section|bit)`;
const part = String.raw`(${opening}|${ending}|${chapterWords})`;
/** "the", "its", "the rough cut's", "the clip". */
const owner = String.raw`(?:the|its|your|this|that)\s+(?:(?:rough[\s-]?cut|cut|edit|clip|video|story)(?:'s)?\s+)?`;
const shorter = String.raw`shorter|tighter|snappier|quicker|faster|briefer`;

/** Each pattern captures the part, then (where it says one) the direction word. */
const asks: ReadonlyArray<[RegExp, 'shorter' | 'longer' | 'said']> = [
  // "Make the intro shorter", "make the opening 10 seconds shorter", "keep chapter 2 tighter".
  [new RegExp(`\\b(?:make|keep|get)\\s+(?:${owner})?${part}\\s+(?:\\S+\\s+){0,3}?(${shorter}|longer)\\b`), 'said'],
  // "Shorten the intro", "tighten up the ending", "cut the intro down", "trim the intro to 10 s".
  [
    new RegExp(
      `\\b(?:shorten|tighten(?:\\s+up)?|condense|speed up|trim down|cut down|trim)\\s+${owner}${part}\\b(?!\\s+(?:time|point|of the (?:footage|video|interview|recording))\\b)`,
    ),
    'shorter',
  ],
  [new RegExp(`\\b(?:cut|trim|bring)\\s+${owner}${part}\\s+(?:down|(?:down\\s+)?to\\s+\\d|by\\s+\\S+)`), 'shorter'],
  // "Make chapter 3 20 seconds", "get the intro down to 10 s": a length for it (read below).
  [
    new RegExp(`\\b(?:make|get|keep)\\s+(?:${owner})?${part}\\s+(?:down\\s+)?(?:to\\s+)?(?:about\\s+|around\\s+)?\\d`),
    'shorter',
  ],
  // "Lengthen the ending", "give the intro more room".
  [new RegExp(`\\b(?:lengthen|extend|expand|stretch|flesh out)\\s+${owner}${part}\\b`), 'longer'],
  // "The intro is too long", "the opening drags", "the ending feels too short".
  [
    new RegExp(
      `\\b${owner}${part}\\s+(?:is|feels|seems|runs|goes on|was|looks)\\s+(?:\\S+\\s+){0,2}?(too long|too slow|slow|too short)\\b`,
    ),
    'said',
  ],
  [new RegExp(`\\b${owner}${part}\\s+(?:drags|is dragging|goes on and on|takes too long)\\b`), 'shorter'],
  // "A shorter intro", "a tighter ending".
  [new RegExp(`\\b(${shorter}|longer)\\s+${part}\\b`), 'said'],
];

const partOf = (text: string): EditPart =>
  new RegExp(`^(?:${opening})$`).test(text)
    ? 'opening'
    : new RegExp(`^(?:${ending})$`).test(text)
      ? 'ending'
      : { chapter: chapterNamedIn(text) ?? 1 };

/** The part-length change asked, in a lower-case prompt; undefined when none is. */
export function partResize(p: string): PartResize | undefined {
  for (const [pattern, way] of asks) {
    const m = pattern.exec(p);
    if (!m) continue;
    // "A shorter intro" puts the direction first.
    const [named, said] = /^(?:shorter|tighter|snappier|quicker|faster|briefer|longer)$/.test(m[1]!)
      ? [m[2]!, m[1]!]
      : [m[1]!, m[2]];
    const direction = way !== 'said' ? way : /longer|too short/.test(said ?? '') ? 'longer' : 'shorter';
    const editPart = partOf(named);
    // "Cut the intro down to 10 seconds": that length; "by 5 seconds", "20 % shorter": relative.
    const rest = p.slice(m.index + m[0].indexOf(named) + named.length);
    const to =
      /^\s+(?:down\s+)?(?:to\s+)?(?:about\s+|around\s+)?(\d\S*\s*(?:seconds?|secs?|s|minutes?|mins?|m)?)\s*$/.exec(
        rest,
      ) ?? /\b(?:down\s+)?to\s+(\S+\s*\S*)/.exec(rest);
    const seconds = to ? parseDuration(to[1]!) : undefined;
    if (seconds !== undefined) return { kind: 'resize', direction: 'to', seconds, part: editPart };
    const relative = resizeBy(p);
    if (relative && (relative.by !== undefined || relative.share !== undefined)) return { ...relative, part: editPart };
    return { kind: 'resize', direction, part: editPart };
  }
  return undefined;
}

/** A part of an edit and the change of length asked of it. */
export type PartResize = ResizeIntent & { part: EditPart };

/** "With a 10-second intro", "and a 20 s ending": a length for a part of a new cut. */
const partOfLength = new RegExp(
  `\\b(?:with|and|but|plus)\\s+(?:a\\s+|an\\s+)?(\\d+(?:\\.\\d+)?[\\s-]*(?:seconds?|secs?|s|minutes?|mins?))\\s+(${opening}|${ending})\\b`,
  'g',
);
/** "With a short intro", "and a long ending": a part of a new cut made shorter or longer than it would be. */
const partOfSize = new RegExp(
  `\\b(?:with|and|but|plus)\\s+(?:a\\s+|an\\s+)?(?:very\\s+|really\\s+)?(short|quick|brief|tight|snappy|long)\\s+(${opening}|${ending})\\b`,
  'g',
);

/**
 * The parts of a new cut's outline asked a length ("a rough cut with a shorter intro", "rough cut
 * with a 10-second intro and a 20-second ending"), each part once, and the prompt without them,
 * where the cut's own length is read.
 */
export function outlinePartRequest(p: string): { parts: PartResize[]; rest: string } | undefined {
  const asked: { at: number; ask: PartResize }[] = [];
  let rest = p;
  for (const sized of p.matchAll(partOfLength)) {
    const seconds = parseDuration(sized[1]!);
    if (seconds === undefined) continue;
    asked.push({ at: sized.index, ask: { kind: 'resize', direction: 'to', seconds, part: partOf(sized[2]!) } });
    rest = rest.replace(sized[0], ' ');
  }
  for (const sizedOnly of p.matchAll(partOfSize)) {
    const direction = sizedOnly[1] === 'long' ? 'longer' : 'shorter';
    asked.push({ at: sizedOnly.index, ask: { kind: 'resize', direction, part: partOf(sizedOnly[2]!) } });
  }
  // In the order said, each part once (the first ask of it).
  const parts = asked
    .sort((a, b) => a.at - b.at)
    .map((a) => a.ask)
    .filter((ask, i, all) => all.findIndex((known) => known.part === ask.part) === i);
  if (parts.length > 0) return { parts, rest };
  const part = partResize(p);
  if (!part) return undefined;
  // The cut's own length is said before its part's: "a 3-minute rough cut, make the intro 10 s".
  const named = new RegExp(`\\b(?:${opening}|${ending}|${chapterWords})\\b`).exec(p);
  return { parts: [part], rest: named ? p.slice(0, named.index) : p };
}
