/**
 * A microphone check: "testing testing one two three", "and here is some more words words
 * words". Salience already keeps such lines out of titles, hooks and chapter names; no edit
 * should hold them either. Only short lines that repeat a word as a check does: a stammer in a
 * real sentence ("i i went to the the shop") or a plain "no no no" stays.
 */
import { isStopWord, normaliseToken } from './text.fns';

/** A check is rarely longer than this. */
const checkWords = 10;

const countWords = new Set('one two three four five testing test check checking mic microphone'.split(' '));

export function isSoundCheck(text: string): boolean {
  const tokens = text.split(/\s+/).map(normaliseToken).filter(Boolean);
  if (tokens.length === 0 || tokens.length > checkWords) return false;
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  // "words words words": a content word said three times or more.
  if ([...counts].some(([t, c]) => c >= 3 && !isStopWord(t))) return true;
  // "testing testing one two three", "check check": a repeated word among a check's words.
  const repeated = tokens.some((t, i) => i > 0 && t === tokens[i - 1]);
  return repeated && tokens.length <= 6 && tokens.every((t) => countWords.has(t));
}
