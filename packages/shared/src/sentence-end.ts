/**
 * Whether a word closes a sentence. A full stop after a letter or an abbreviation does not:
 * pocketsphinx's dictionary spells letters and abbreviations with one ("x. rays", "a.m.",
 * "u.s.", "dr."), and whisper writes "Dr." and "U.S." mid-sentence. A transcript then reads as
 * punctuated, and a line breaks, where the speaker went on. "I." does close one ("so did I.").
 */
export function endsSentence(word: string): boolean {
  return SENTENCE_END.test(word) && !ABBREVIATION.test(word);
}

const SENTENCE_END = /[.!?…]["'”’)\]]?$/;

const ABBREVIATION = new RegExp(
  [
    // One letter but "I", or two and more ("a.m.", "u.s.", "e.g."), possessive too ("u.s.'s").
    String.raw`^(?:[a-hj-z]\.|(?:[a-z]\.){2,})(?:'s)?$`,
    // Titles, firms and months: followed by a name or a number, not the end of a sentence.
    String.raw`^(?:mr|mrs|ms|dr|prof|st|mt|jr|sr|inc|corp|co|ltd|vs|jan|feb|aug|sept|oct|nov|dec)\.$`,
  ].join('|'),
  'i',
);
