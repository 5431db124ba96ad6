/**
 * "The funniest moment", "the most emotional part": a tone the planner cannot hear. It cuts from
 * the words, and a joke or a catch in the voice is not in them; the clip takes the strongest lines
 * and the reply says so, rather than labelling them funny.
 */

// Adjectives only: "a clip about jokes" or "about moving house" names a subject.
const tones: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:funn(?:y|iest)|hilarious|humou?rous)\b/, 'funny'],
  [/\b(?:emotional|saddest|heart-?felt|tearful)\b/, 'moving'],
  [/\b(?:exciting|dramatic|thrilling)\b/, 'exciting'],
  [/\b(?:controversial|provocative|spicy)\b/, 'controversial'],
  [/\b(?:awkward|embarrassing|cringe)\b/, 'awkward'],
];

/** The tone a lower-case prompt asks of a clip, if any. */
export function toneAsked(p: string): string | undefined {
  return tones.find(([pattern]) => pattern.test(p))?.[1];
}

/** A clip's subject that only names the tone ("most exciting", "the funny bits") is no subject. */
export const namesOnlyTone = (about: string): boolean =>
  about
    .replace(
      /\b(?:the|a|an|most|more|really|very|bits?|parts?|moments?|sections?|lines?|stuff|ones?|take|takes)\b/g,
      ' ',
    )
    .trim()
    .split(/\s+/)
    .every((word) => word === '' || toneAsked(word) !== undefined);

/** What the reply says of a clip asked in a tone. */
export const toneNote = (tone: string) =>
  `I can’t tell what is ${tone} from the words alone (I don’t hear laughter or tone of voice), so this clip takes the footage’s strongest lines instead. Name a subject and I will cut the part about it.`;
