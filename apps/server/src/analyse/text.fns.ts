/**
 * Word-level text helpers for analysis: normalising recogniser tokens, stop words and a small
 * suffix-stripping stemmer. Recognisers emit lower-case words without punctuation (pocketsphinx)
 * or cased words with punctuation (whisper); everything here accepts both.
 */

/** Lower-case, without surrounding punctuation; apostrophes inside a word stay ("don't"). */
export function normaliseToken(text: string): string {
  return text
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, '')
    .replace(/^'+|'+$/g, '');
}

const stopWordList = `a about above after again against all also am an and any are aren't as at be because been before
being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each
few for from further get got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself
him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's me more most mustn't my
myself no nor not now of off on once only or other ought our ours ourselves out over own same say said says shan't she
she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then there there's
these they they'd they'll they're they've this those through to too under until up upon very was wasn't we we'd we'll
we're we've were weren't what what's when when's where where's which while who who's whom why why's will with won't
would wouldn't you you'd you'll you're you've your yours yourself yourselves um uh erm er hmm mm ah oh okay ok yeah yes
like know mean really thing things might may must shall rather going gonna want one two well right see much many even still back way
make made go went come came take took put new time times lot lots little kind sort actually basically maybe`;

export const stopWords: ReadonlySet<string> = new Set(stopWordList.split(/\s+/).filter(Boolean));

export const isStopWord = (token: string): boolean => token.length < 3 || stopWords.has(token);

const suffixes: ReadonlyArray<[RegExp, string]> = [
  [/ational$/, 'ate'],
  [/ization$/, 'ize'],
  [/fulness$/, 'ful'],
  [/ousness$/, 'ous'],
  [/iveness$/, 'ive'],
  [/ements?$/, ''],
  [/ments?$/, ''],
  [/ings?$/, ''],
  [/ies$/, 'y'],
  [/ied$/, 'y'],
  [/edly$/, ''],
  [/ly$/, ''],
  [/ers?$/, ''],
  [/ed$/, ''],
  [/es$/, ''],
  [/s$/, ''],
];

/**
 * Plurals no suffix rule reaches, so "geese" meets "goose" and "children" "child". Not those
 * that are also a verb's form ("leaves", "lives"): the verb is the commoner reading in speech.
 */
const irregularPlurals: ReadonlyMap<string, string> = new Map(
  Object.entries({
    children: 'child',
    grandchildren: 'grandchild',
    men: 'man',
    women: 'woman',
    feet: 'foot',
    teeth: 'tooth',
    geese: 'goose',
    mice: 'mouse',
    oxen: 'ox',
    knives: 'knife',
    wives: 'wife',
    wolves: 'wolf',
    halves: 'half',
    shelves: 'shelf',
    calves: 'calf',
    loaves: 'loaf',
    thieves: 'thief',
    scarves: 'scarf',
    hooves: 'hoof',
    cacti: 'cactus',
    fungi: 'fungus',
    nuclei: 'nucleus',
    criteria: 'criterion',
    phenomena: 'phenomenon',
    bacteria: 'bacterium',
    larvae: 'larva',
    crises: 'crisis',
    analyses: 'analysis',
    theses: 'thesis',
    diagnoses: 'diagnosis',
  }),
);

/**
 * A light stemmer (Porter's spirit, far fewer rules): enough that "hiring", "hire" and "hired"
 * or "topics" and "topic" meet, which is what topic matching and cohesion need.
 */
export function stem(word: string): string {
  if (/'/.test(word)) return word.replace(/'s$/, '');
  const token = irregularPlurals.get(word) ?? word;
  // A short plural meets its singular ("cars" and "car", "dogs" and "dog"), unless it would become
  // another word ("news" is not "new") or never was a plural ("plus", "this", "boss").
  if (token.length === 4 && /[^sui]s$/.test(token) && !stopWords.has(token.slice(0, 3))) return token.slice(0, 3);
  if (token.length <= 4) return token.length === 4 ? token.replace(/e$/, '') : token;
  for (const [pattern, replacement] of suffixes) {
    if (!pattern.test(token)) continue;
    const out = token.replace(pattern, replacement);
    if (out.length >= 3) return out.replace(/(.)\1$/, '$1').replace(/e$/, '');
  }
  return token.replace(/e$/, '');
}

/** The content words of a text (prompt or transcript line), normalised, stop words left out. */
export function contentWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map(normaliseToken)
    .filter((t) => t && !isStopWord(t));
}

/** The content-word stems of a text (prompt or transcript line). */
export function contentStems(text: string): string[] {
  return contentWords(text).map(stem);
}

/** Levenshtein distance, for matching a searched word against noisy recogniser output. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

export { formatClock } from '@otto/shared/clock';

export const capitalise = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** A sentence closed by a full stop, unless a quoted line at its end already closes it (“… it.”). */
export const withFullStop = (text: string): string => (/[.!?…]["”’]?$/.test(text) ? text : `${text}.`);

/** "a, b and c" (or "a, b or c"): a list as a sentence says it. */
export const spokenList = (items: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
