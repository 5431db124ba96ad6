import type { Word } from './transcribe.types';

/** One whisper token as the binding reports it with maxLen 1: a segment per token, times in ms. */
export interface TokenSegment {
  text: string;
  t0: number;
  t1: number;
}

/** Scripts written without spaces: every token stands alone as a word. */
const UNSPACED =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const PUNCTUATION_ONLY = /^\p{P}+$/u;

/**
 * Merges BPE tokens into words: a token that starts with a space starts a word,
 * one that does not continues it (" Amer" + "icans" + ","), so punctuation stays
 * on the word it follows. Bracketed annotations whisper adds for non-speech
 * ("[BLANK_AUDIO]", "(upbeat music)", "♪") are dropped.
 */
export function tokensToWords(tokens: readonly TokenSegment[], confidence = 1): Word[] {
  const words: Word[] = [];
  let current: Word | undefined;
  for (const token of tokens) {
    if (!token.text || /^\[_.*\]$|^<\|.*\|>$/.test(token.text.trim())) continue;
    const startsWord = /^\s/.test(token.text) || UNSPACED.test(token.text) || !current;
    const text = token.text.trim();
    if (!text) continue;
    if (startsWord && !(current && PUNCTUATION_ONLY.test(text) && !/^[([{"'¿¡«“‘]/u.test(text))) {
      current = { text, start: token.t0 / 1000, end: token.t1 / 1000, confidence };
      words.push(current);
    } else if (current) {
      current.text += text;
      current.end = Math.max(current.end, token.t1 / 1000);
    }
  }
  return dropAnnotations(words);
}

/** Removes words inside [...] or (...) and words made only of symbols ("♪"). */
function dropAnnotations(words: Word[]): Word[] {
  const kept: Word[] = [];
  let inside = false;
  for (const word of words) {
    if (!inside && /^[[(]/.test(word.text)) inside = true;
    if (inside) {
      if (/[\])][\p{P}]*$/u.test(word.text)) inside = false;
      continue;
    }
    if (!/[\p{L}\p{N}]/u.test(word.text)) continue;
    kept.push(word);
  }
  return kept;
}
