/**
 * "Drop chapter 2", "move chapter 3 to the start", "swap chapters 1 and 2", "rename chapter 2 to
 * The workshop": a change to the chapters of a rough cut, or of its outline before it is cut.
 * Chapters are named by number ("chapter 2", "chapter two", "the second chapter") or as "the last
 * chapter"; a number is the chapter's place as the editor sees it, from 1.
 */
import { num, ordinals } from './prompt-numbers.fns';

export type ChapterNumber = number | 'last';

/** Among several changes, the numbers the editor typed, where an earlier change moved the chapters. */
interface Asked {
  asked?: { chapter: ChapterNumber; other?: ChapterNumber };
}

export type ChapterRequest = Asked &
  (
    | /** "Remove chapter 2": a rough cut's chapter, or the edit's lines from that topic. */
      { kind: 'drop'; chapter: ChapterNumber }
    | { kind: 'chapter'; change: 'move'; chapter: ChapterNumber; to: 'start' | 'end' }
    | { kind: 'chapter'; change: 'swap'; chapter: ChapterNumber; other: ChapterNumber }
    | { kind: 'chapter'; change: 'rename'; chapter: ChapterNumber; title: string }
  );

const numberWord = String.raw`#?\d+|one|two|three|four|five|six|seven|eight|nine|ten`;
const ordinal = String.raw`first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final`;
/** "chapter 2", "topic two", "the second chapter", "the last chapter": one capture group. */
const chapter = String.raw`(?:the\s+)?(?:(?:chapter|topic)\s+(${numberWord})|(?:(${ordinal})\s+(?:chapter|topic)))`;
/** One of the two groups `chapter` captures. */
const chapterOf = (m: RegExpExecArray, at: number): ChapterNumber | undefined => {
  const word = (m[at] ?? m[at + 1])?.toLowerCase().replace('#', '');
  if (!word) return undefined;
  if (word === 'last' || word === 'final') return 'last';
  const n = num(word) ?? ordinals[word];
  return n !== undefined && n >= 1 ? n : undefined;
};

const opens = String.raw`(?:^|[,.;!?]\s*|\b(?:please|now|and|then|also|just|can you|could you|you)\s+)`;
const drop = new RegExp(
  `${opens}(?:take out|remove|drop|cut|lose|get rid of|leave out|skip|delete)\\s+${chapter}`,
  'i',
);
const toStart = String.raw`(?:to the (?:start|beginning|front|top)|first|at the (?:start|beginning|front|top)|up front)`;
const toEnd = String.raw`(?:to the (?:end|back|bottom)|last|at the end)`;
const moveVerb = String.raw`\b(?:move|put|bring|place|shift|have)\s+`;
const moves: ReadonlyArray<[RegExp, 'start' | 'end']> = [
  [new RegExp(`${moveVerb}${chapter}\\s+${toStart}\\b`, 'i'), 'start'],
  [new RegExp(`${moveVerb}${chapter}\\s+${toEnd}\\b`, 'i'), 'end'],
  [
    new RegExp(
      String.raw`\b(?:start|open|begin|lead)\s+(?:it\s+|the (?:cut|edit|outline)\s+)?(?:with|on)\s+${chapter}`,
      'i',
    ),
    'start',
  ],
  [
    new RegExp(
      String.raw`\b(?:end|finish|close)\s+(?:it\s+|the (?:cut|edit|outline)\s+)?(?:with|on)\s+${chapter}`,
      'i',
    ),
    'end',
  ],
];
const swap = new RegExp(
  String.raw`\b(?:swap|switch|flip|exchange)\s+(?:the\s+)?(?:chapters|topics)\s+(${numberWord})\s+(?:and|&|with)\s+(${numberWord})\b`,
  'i',
);
const swapTwo = new RegExp(String.raw`\b(?:swap|switch|flip|exchange)\s+${chapter}\s+(?:and|&|with)\s+${chapter}`, 'i');
/** The new title runs to the end of the request, quotes and a closing full stop left off. */
const title = String.raw`\s*[:\-–—]?\s*(.+)$`;
const renames = [
  new RegExp(String.raw`\b(?:rename|retitle)\s+${chapter}\s+(?:to|as)?${title}`, 'i'),
  new RegExp(String.raw`\b(?:call|name|title)\s+${chapter}${title}`, 'i'),
  new RegExp(String.raw`\bchange\s+(?:the\s+)?(?:title|name)\s+of\s+${chapter}\s+to${title}`, 'i'),
  new RegExp(String.raw`\bchange\s+${chapter}(?:'s)?\s+(?:title|name)\s+to${title}`, 'i'),
  new RegExp(String.raw`${chapter}\s+should\s+be\s+(?:called|named|titled)${title}`, 'i'),
];

const cleanTitle = (raw: string) =>
  raw
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^["“‘'](.*)["”’']$/, '$1')
    .trim();

/**
 * The chapter change asked for and where in the request it starts (in the request as typed, so a
 * new title keeps its case); undefined when none is. A new title runs to the end of the request.
 */
export function chapterRequestIn(prompt: string): { request: ChapterRequest; index: number } | undefined {
  for (const pattern of renames) {
    const m = pattern.exec(prompt);
    const n = m && chapterOf(m, 1);
    const name = m && cleanTitle(m[3]!);
    if (m && n && name)
      return { request: { kind: 'chapter', change: 'rename', chapter: n, title: name.slice(0, 200) }, index: m.index };
  }
  for (const [pattern, first, second] of [
    [swap, 1, 2],
    [swapTwo, 1, 3],
  ] as const) {
    const m = pattern.exec(prompt);
    const [a, b] = m ? [chapterOf(m, first), chapterOf(m, second)] : [];
    if (m && a && b) return { request: { kind: 'chapter', change: 'swap', chapter: a, other: b }, index: m.index };
  }
  for (const [pattern, to] of moves) {
    const m = pattern.exec(prompt);
    const n = m && chapterOf(m, 1);
    if (m && n) return { request: { kind: 'chapter', change: 'move', chapter: n, to }, index: m.index };
  }
  const m = drop.exec(prompt);
  const n = m && chapterOf(m, 1);
  return m && n ? { request: { kind: 'drop', chapter: n }, index: m.index } : undefined;
}

export const chapterRequest = (prompt: string): ChapterRequest | undefined => chapterRequestIn(prompt)?.request;

/** Text that names a chapter ("chapter 2", "the second chapter", "the last chapter"), matched whole. */
export const chapterNamedIn = (text: string): ChapterNumber | undefined => {
  const m = new RegExp(`^${chapter}$`, 'i').exec(text.trim());
  return m ? chapterOf(m, 1) : undefined;
};

/** The same pattern, for requests that name a chapter among other words; no capture groups. */
export const chapterWords = String.raw`(?:(?:chapter|topic)\s+(?:${numberWord})|(?:${ordinal})\s+(?:chapter|topic))`;
