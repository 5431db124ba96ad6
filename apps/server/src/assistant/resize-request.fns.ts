/**
 * A length change relative to the edit's own: "10 seconds shorter", "shorten it by 10 s", "add
 * 15 more seconds", "20 % shorter", "cut it by a third". A length said outright ("a 30 s
 * version") is read in intent.fns. Or seconds off one end: "remove the last 10 seconds".
 */
import type { ChapterNumber } from './chapter-request.fns';
import { num, parseDuration } from './prompt-numbers.fns';

/** The opening or the ending of an edit (its first or last chapter where it has chapters), or a chapter. */
export type EditPart = 'opening' | 'ending' | { chapter: ChapterNumber };

/**
 * `seconds`: the length asked; `by`: seconds more or less than now; `share`: a length relative to
 * the edit's ("half the length"); `atMost`: the length is a limit ("under a minute").
 */
export interface ResizeIntent {
  kind: 'resize';
  direction: 'shorter' | 'longer' | 'to';
  seconds?: number;
  by?: number;
  /** "Use only the best 3 lines": that many of the edit's strongest lines stay. */
  lines?: number;
  share?: number;
  atMost?: boolean;
  /** "Make the intro shorter": only that part changes (see part-request.fns). */
  part?: EditPart;
  /** "Tighter", "tighten it up": the edit's fillers and pauses go first, a weaker line only where it has none. */
  tight?: true;
}

const unit = String.raw`(?:seconds?|secs?|s|minutes?|mins?|m)`;
const amount = String.raw`(?:\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)`;
const shorterWord = String.raw`(?:shorter|shorten|less|trim|cut|reduce|tighten|lose|take off|drop)`;
const longerWord = String.raw`(?:longer|lengthen|more|extend|add|another|extra)`;
const fractions: Record<string, number> = { half: 1 / 2, third: 1 / 3, quarter: 1 / 4, fifth: 1 / 5, tenth: 1 / 10 };

const direction = (p: string): 'shorter' | 'longer' | undefined =>
  new RegExp(`\\b${shorterWord}\\b`).test(p)
    ? 'shorter'
    : new RegExp(`\\b${longerWord}\\b`).test(p)
      ? 'longer'
      : undefined;

/** "Drop the boring parts", "cut the weakest lines": what a shorter edit leaves out first. */
const weakest =
  /\b(?:drop|remove|cut|lose|skip|get rid of|take out)\s+(?:the\s+|all\s+|any\s+)?(?:boring|weak|weaker|weakest|dull|slow|bad|worst|filler|flat)\s+(?:parts?|bits?|lines?|sections?|moments?|stuff|sentences?)\b/;
/** "Use only the best 3 lines", "keep the top five sentences". */
const bestLines = new RegExp(
  `\\b(?:use|keep|leave)\\s+(?:just\\s+|only\\s+)?(?:the\\s+)?(?:best|strongest|top)\\s+(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)\\s+(?:lines|sentences|quotes|moments)\\b`,
);

/** The change asked, in a lower-case prompt; undefined when it asks no relative length. */
export function resizeBy(p: string): ResizeIntent | undefined {
  if (weakest.test(p)) return { kind: 'resize', direction: 'shorter' };
  const best = bestLines.exec(p);
  const lines = best ? num(best[1]!) : undefined;
  if (lines) return { kind: 'resize', direction: 'shorter', lines };
  const way = direction(p);
  if (!way) return undefined;
  // "20 % shorter", "shorten it by 20 percent".
  const percent = /\b(\d+(?:\.\d+)?)\s*(?:%|percent|per cent)/.exec(p);
  if (percent) {
    const share = Number(percent[1]) / 100;
    if (share > 0 && (way === 'longer' || share < 1))
      return { kind: 'resize', direction: 'to', share: way === 'shorter' ? 1 - share : 1 + share };
  }
  // "cut it by a third", "a quarter shorter".
  const fraction = /\b(?:by\s+)?(?:a|one)\s+(third|quarter|fifth|tenth)\b/.exec(p);
  if (fraction) {
    const share = fractions[fraction[1]!]!;
    return { kind: 'resize', direction: 'to', share: way === 'shorter' ? 1 - share : 1 + share };
  }
  // "10 seconds shorter", "shorten it by 10 s", "add 15 more seconds", "another 20 seconds".
  const said =
    new RegExp(`\\b${amount}[\\s-]*${unit}\\s+(?:shorter|longer|less|more)\\b`).exec(p) ??
    new RegExp(`\\bby\\s+(?:another\\s+)?${amount}[\\s-]*${unit}\\b`).exec(p) ??
    new RegExp(
      `\\b(?:add|another|extra|lose|take off|trim off|cut off)\\s+(?:another\\s+|an extra\\s+)?${amount}[\\s-]*(?:more\\s+)?${unit}\\b`,
    ).exec(p) ??
    new RegExp(`\\b${amount}\\s+more\\s+${unit}\\b`).exec(p);
  const by = said ? parseDuration(said[0].replace(/\bmore\s+/, '')) : undefined;
  if (by === undefined || by <= 0) return undefined;
  return { kind: 'resize', direction: way, by };
}

/** Seconds off the start or the end of the edit, where the cut falls in a gap between words. */
export interface TrimIntent {
  kind: 'trim';
  at: 'start' | 'end';
  seconds: number;
  /** "Keep just the first minute": `seconds` is what stays, from the other end. */
  keep?: boolean;
}

const ends: ReadonlyArray<[RegExp, TrimIntent['at'] | 'named']> = [
  // "remove the last 10 seconds", "cut the first 5 s".
  [
    new RegExp(
      `\\b(?:remove|cut|drop|lose|trim|delete|skip|take out|get rid of)\\s+the\\s+(first|opening|last|final|closing)\\s+${amount}[\\s-]*${unit}\\b`,
    ),
    'named',
  ],
  // "trim 3 seconds off the end", "take 5 s from the start".
  [
    new RegExp(
      `\\b(?:trim|cut|take|shave|chop|lose|remove|drop)\\s+(?:off\\s+)?${amount}[\\s-]*${unit}\\s+(?:off|from)\\s+(?:the\\s+)?(start|beginning|front|top|head|end|back|tail)\\b`,
    ),
    'named',
  ],
  // "start it 5 seconds later", "end it 10 seconds earlier".
  [new RegExp(`\\b(?:start|begin|open)\\s+(?:it\\s+)?${amount}[\\s-]*${unit}\\s+later\\b`), 'start'],
  [new RegExp(`\\b(?:end|finish|stop)\\s+(?:it\\s+)?${amount}[\\s-]*${unit}\\s+(?:earlier|sooner)\\b`), 'end'],
];

const keeps = new RegExp(
  `\\b(?:keep|use)\\s+(?:just\\s+|only\\s+)?the\\s+(first|opening|last|final|closing)\\s+(?:${amount}[\\s-]*)?(${unit})\\b`,
);

/** The trim asked, in a lower-case prompt; undefined when none is. */
export function trimRequest(p: string): TrimIntent | undefined {
  const kept = keeps.exec(p);
  // "The first minute": one of the unit.
  const keep = kept
    ? (parseDuration(kept[0].replace(/\b(first|last)\b/, ' ')) ?? (kept[2]!.startsWith('m') ? 60 : 1))
    : undefined;
  // The first minute stays: the rest goes off the end.
  if (kept && keep)
    return { kind: 'trim', at: /^(first|opening)$/.test(kept[1]!) ? 'end' : 'start', seconds: keep, keep: true };
  for (const [pattern, at] of ends) {
    const m = pattern.exec(p);
    const seconds = m ? parseDuration(m[0].replace(/\b(first|last)\b/, ' ')) : undefined;
    if (!m || seconds === undefined || seconds <= 0) continue;
    const end =
      at === 'named' ? (/^(first|opening|start|beginning|front|top|head)$/.test(m[1]!) ? 'start' : 'end') : at;
    return { kind: 'trim', at: end, seconds };
  }
  return undefined;
}
