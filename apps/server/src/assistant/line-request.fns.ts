/**
 * Lines of the targeted edit named by their place in it: "swap the first two lines", "swap lines
 * 2 and 3", "move the last line to the start", "reverse the order", "remove the third sentence",
 * "lose the first two lines", "start from the second sentence". Lines count as the edit plays them.
 */
import { num, ordinals } from './prompt-numbers.fns';

/** 1 for the first line; negative counts from the end (-1 the last). */
export type LineNumber = number;

export type LineRequest =
  | { kind: 'lines'; change: 'swap'; line: LineNumber; other: LineNumber }
  | { kind: 'lines'; change: 'move'; line: LineNumber; to: 'start' | 'end' }
  | { kind: 'lines'; change: 'reverse' }
  /** The first (or last) `count` lines go. */
  | { kind: 'lines'; change: 'drop'; line: LineNumber; count?: number };

const noun = String.raw`(?:lines?|sentences?|clips?|segments?|shots?|quotes?)`;
const place = String.raw`(\d+|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|closing|opening)`;
/** A place other than the first or last (which drop-request.fns reads, with "the intro"). */
const middle = String.raw`(\d+|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)`;
const count = String.raw`(two|three|four|five|\d+)`;

/** "second" → 2, "last" → -1, "3" → 3. */
const lineOf = (word: string): LineNumber | undefined =>
  /^(last|final|closing)$/.test(word) ? -1 : word === 'opening' ? 1 : (ordinals[word] ?? num(word));

const swapFirstOrLast = new RegExp(
  String.raw`\b(?:swap|switch|flip|exchange|reverse)\s+(?:the\s+)?(?:order of\s+(?:the\s+)?)?(first|last)\s+two\s+${noun}`,
);
const swapNumbers = new RegExp(String.raw`\b(?:swap|switch|exchange)\s+${noun}\s+(\d+)\s+(?:and|with|&)\s+(\d+)\b`);
const swapPlaces = new RegExp(
  String.raw`\b(?:swap|switch|exchange)\s+the\s+${place}\s+(?:${noun}\s+)?(?:and|with)\s+(?:the\s+)?${place}\b`,
);
const moveLine = new RegExp(
  String.raw`\b(?:move|put|bring|place)\s+(?:the\s+)?(?:${place}\s+${noun}|${noun}\s+(\d+))\s+(?:to the (start|beginning|front|top|end|back|bottom)|(first|last))\b`,
);
const openWith = new RegExp(
  String.raw`\b(start|open|begin|lead|end|finish|close)\s+(?:it\s+|the (?:edit|clip|video)\s+)?(?:with|on)\s+the\s+${place}\s+${noun}\b`,
);
const reverse = /\b(?:reverse the order|in reverse order|reverse order|the other way round|the other way around)\b/;
const dropNth = new RegExp(
  String.raw`\b(?:remove|drop|cut|lose|delete|skip|take out|get rid of|leave out)\s+(?:the\s+)?(?:${middle}\s+${noun}|${noun}\s+(\d+))\b`,
);
const dropSeveral = new RegExp(
  String.raw`\b(?:remove|drop|cut|lose|delete|skip|take out|get rid of|leave out|without)\s+the\s+(first|opening|last|final|closing)\s+${count}\s+${noun}`,
);
const without = new RegExp(String.raw`\bwithout\s+the\s+(first|opening|last|final|closing)\s+${noun}\b`);
/** "Start from the second sentence": the lines before it go. */
const startFrom = new RegExp(
  String.raw`\b(?:start|begin|open)\s+(?:it\s+)?(?:from|at)\s+(?:the\s+)?(?:${place}\s+${noun}|${noun}\s+(\d+))\b`,
);

/** The change asked for, in a lower-case prompt; undefined when none is. */
export function lineRequest(p: string): LineRequest | undefined {
  const pair = swapFirstOrLast.exec(p);
  if (pair) return pair[1] === 'first' ? swap(1, 2) : swap(-2, -1);
  const numbers = swapNumbers.exec(p) ?? swapPlaces.exec(p);
  if (numbers) {
    const [a, b] = [lineOf(numbers[1]!), lineOf(numbers[2]!)];
    if (a !== undefined && b !== undefined && a !== b) return swap(a, b);
  }
  if (reverse.test(p)) return { kind: 'lines', change: 'reverse' };
  const several = dropSeveral.exec(p);
  if (several) {
    const n = num(several[2]!);
    const first = /^(first|opening)$/.test(several[1]!);
    if (n && n > 0) return { kind: 'lines', change: 'drop', line: first ? 1 : -1, count: n };
  }
  const nothing = without.exec(p);
  if (nothing) return { kind: 'lines', change: 'drop', line: /^(first|opening)$/.test(nothing[1]!) ? 1 : -1 };
  const from = startFrom.exec(p);
  const fromLine = from && lineOf(from[1] ?? from[2]!);
  // "Start from the third line": the two before it go ("start with the third line" moves it, below).
  if (fromLine && fromLine > 1) return { kind: 'lines', change: 'drop', line: 1, count: fromLine - 1 };
  const moved = moveLine.exec(p);
  if (moved) {
    const line = lineOf(moved[1] ?? moved[2]!);
    const to = /^(start|beginning|front|top|first)$/.test(moved[3] ?? moved[4]!) ? 'start' : 'end';
    if (line !== undefined) return { kind: 'lines', change: 'move', line, to };
  }
  const opens = openWith.exec(p);
  if (opens) {
    const line = lineOf(opens[2]!);
    const to = /^(start|open|begin|lead)$/.test(opens[1]!) ? 'start' : 'end';
    if (line !== undefined) return { kind: 'lines', change: 'move', line, to };
  }
  const nth = dropNth.exec(p);
  const gone = nth && lineOf(nth[1] ?? nth[2]!);
  if (gone !== undefined && gone !== null) return { kind: 'lines', change: 'drop', line: gone };
  return undefined;
}

const swap = (line: LineNumber, other: LineNumber): LineRequest => ({ kind: 'lines', change: 'swap', line, other });
