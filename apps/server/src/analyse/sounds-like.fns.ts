/**
 * Phonetic near-matches for names the recogniser misheard ("Gutenberg" heard as "goodenberg" or
 * "good in berg"): Double Metaphone codes of the searched word against the transcript's words
 * and runs of two or three words joined.
 */
import { doubleMetaphone } from 'double-metaphone';

const codeCache = new Map<string, [string, string]>();

export function phoneticCodes(word: string): [string, string] {
  let codes = codeCache.get(word);
  if (!codes) {
    codes = doubleMetaphone(word);
    codeCache.set(word, codes);
  }
  return codes;
}

/** Words shorter than this sound like too many others to match on sound alone. */
export const minPhoneticLetters = 5;

/** Whether a transcript word (or joined run) sounds like the searched word. */
export function soundsLike(searched: string, heard: string): boolean {
  if (searched.length < minPhoneticLetters || heard.length < minPhoneticLetters - 1) return false;
  if (Math.abs(searched.length - heard.length) > 3) return false;
  const [a1, a2] = phoneticCodes(searched);
  const [b1, b2] = phoneticCodes(heard);
  // Codes of three sounds or more: shorter ones collide across unrelated words.
  if (a1.length < 3) return false;
  return a1 === b1 || (a2 !== '' && a2 === b1) || (b2 !== '' && a1 === b2);
}
