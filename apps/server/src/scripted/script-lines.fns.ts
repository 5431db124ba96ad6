/**
 * A script as lines to find in the footage: one per non-empty line of the script, with scene
 * headings, speaker cues and stage directions left out, and long paragraphs split at sentence
 * ends so each line is something said in one breath or take.
 */

/** Paragraphs longer than this many words are split into their sentences. */
const maxLineWords = 40;

/** "INT. KITCHEN – DAY", "[beat]", "(smiles)", "ANNA:" on its own: not spoken. */
const unspoken = /^(?:(?:INT|EXT|INT\/EXT|I\/E)\.\s|\[.*\]$|\(.*\)$|[A-Z][A-Z .'-]{1,30}:$)/i;

export function scriptLines(script: string): string[] {
  const out: string[] = [];
  for (const raw of script.split(/\r?\n/)) {
    // A leading cue on the same line ("ANNA: Welcome back.") names the speaker, not the words.
    const line = raw
      .replace(/^\s*[A-Z][A-Z .'-]{1,30}:\s+/, '')
      .replace(/^\s*(?:\d+[.)]|[-*•])\s+/, '')
      .trim();
    if (!line || unspoken.test(line) || !/\p{L}/u.test(line)) continue;
    if (line.split(/\s+/).length <= maxLineWords) {
      out.push(line);
      continue;
    }
    for (const sentence of line.split(/(?<=[.!?])\s+/)) if (/\p{L}/u.test(sentence)) out.push(sentence.trim());
  }
  return out;
}
