/**
 * Whether a candidate key phrase is a noun phrase an editor would use as a label: its head (last
 * word) a noun, the words before it nouns or adjectives. Part of speech comes from compromise,
 * read in the line the phrase was said in where there is one ("the gallop comes much later":
 * "comes" is a verb there, though WordNet knows a noun "come"); out of context, WordNet breaks
 * compromise's ties on recogniser output, which has no capitals or punctuation to tag by ("book"
 * and "printing" read as verbs alone).
 */
import nlp from 'compromise';
import { baseForms } from './relatedness.fns';
import { normaliseToken } from './text.fns';
import { hasLemma, lookupLemma, taggedSenseCount } from './wordnet';

const verdicts = new Map<string, boolean>();
/** Lines tagged in context, by text; bounded, since every topic's lines pass through. */
const taggedLines = new Map<string, { tokens: string[]; tags: string[][] }>();
const taggedLinesLimit = 5000;

const wordNetNoun = (token: string) => baseForms(token).some((f) => lookupLemma(f, 'n').length > 0);

/**
 * What WordNet knows only as other parts of speech is no noun, whatever the tagger says of a
 * lower-case line ("to be shut in the coop", "read aloud"); a word it does not know at all may be
 * a name, and a modifier may be an adjective.
 */
function wordNetDenies(token: string, head: boolean): boolean {
  const forms = baseForms(token);
  if (!forms.some(hasLemma) || wordNetNoun(token)) return false;
  return head || !forms.some((f) => lookupLemma(f, 'a').length > 0);
}

/**
 * A verb's -s or -ing form the tagger took for a noun ("the marking comes home", "the left does
 * the work", "getting one big laugh"): WordNet's tagged corpus never meets the word as a noun and
 * often meets its verb. An activity's -ing word needs its verb met more often still: "walking" and
 * "riding" (5 each) name hill walking and horse riding, "getting" (20) and "saying" (8) name nothing.
 */
function isVerbForm(token: string): boolean {
  const ing = token.endsWith('ing');
  if (!ing && !token.endsWith('s')) return false;
  const stem = token.slice(0, ing ? -3 : -1);
  const verbs = ing ? [stem, `${stem}e`, stem.slice(0, -1)] : [stem, token.slice(0, -2), token.replace(/ies$/, 'y')];
  const nounMet = (ing ? [token] : baseForms(token)).some((f) => taggedSenseCount(f, 'n') > 0);
  return !nounMet && Math.max(...verbs.map((f) => taggedSenseCount(f, 'v'))) >= (ing ? 8 : 5);
}

function tagsOf(words: readonly string[]): string[][] {
  const terms = nlp(words.join(' ')).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
  return terms.map((t) => t.terms[0]?.tags ?? []);
}

const never = [
  'Value',
  'Pronoun',
  'Adverb',
  'Determiner',
  'Preposition',
  'Conjunction',
  'Modal',
  'Auxiliary',
  'Copula',
];

/** Pronouns compromise tags as nouns ("nothing", "something") name no subject. */
const pronounNouns = new Set([
  'nothing',
  'something',
  'anything',
  'everything',
  'nobody',
  'somebody',
  'everybody',
  'someone',
  'anyone',
  'everyone',
  // "the good ones", "this one": a stand-in for a noun said before.
  'one',
  'ones',
]);

/** A line's normalised tokens and compromise's part-of-speech tags for each, remembered by text. */
export function taggedLine(text: string): { tokens: string[]; tags: string[][] } {
  let line = taggedLines.get(text);
  if (!line) {
    const terms = nlp(text).terms().json() as Array<{ text: string; terms: Array<{ tags: string[] }> }>;
    line = { tokens: terms.map((t) => normaliseToken(t.text)), tags: terms.map((t) => t.terms[0]?.tags ?? []) };
    if (taggedLines.size >= taggedLinesLimit) taggedLines.delete(taggedLines.keys().next().value!);
    taggedLines.set(text, line);
  }
  return line;
}

/** The verdict from the phrase's tags in a line it was said in. */
function nounPhraseInLine(words: readonly string[], tags: readonly string[][]): boolean {
  if (new Set(words).size !== words.length) return false;
  return tags.every((t, i) => {
    if (t.some((x) => never.includes(x)) || pronounNouns.has(words[i]!) || isVerbForm(words[i]!)) return false;
    // An -ing word names something only where WordNet has it as a noun ("printing", not "paying").
    const ing = words[i]!.endsWith('ing') && lookupLemma(words[i]!, 'n').length === 0;
    const head = i === tags.length - 1;
    if (wordNetDenies(words[i]!, head)) return false;
    const noun = t.includes('Noun') && !t.includes('Possessive') && !ing;
    // An activity named by its thing and a gerund ("water skiing", "kite flying", "carpet
    // fitting") is a noun phrase, though the tagger reads the gerund as a verb.
    const activity =
      head && i > 0 && t.includes('Gerund') && !ing && tags[i - 1]!.includes('Noun') && !isVerbForm(words[i]!);
    return head ? noun || activity : noun || t.includes('Adjective');
  });
}

/** A phrase is judged in up to this many of the lines it was said in, by majority: the tagger errs now and then. */
const linesJudged = 5;

/**
 * isNounPhrase, judged in the lines that hold the phrase (a topic's lines, as said, lower case);
 * out of context where none does.
 */
export function isNounPhraseIn(words: readonly string[], lines: readonly string[]): boolean {
  let judged = 0;
  let nouns = 0;
  for (const text of lines) {
    if (judged >= linesJudged) break;
    const { tokens, tags } = taggedLine(text);
    for (let at = 0; at + words.length <= tokens.length; at++) {
      if (!words.every((w, k) => tokens[at + k] === w)) continue;
      judged++;
      if (nounPhraseInLine(words, tags.slice(at, at + words.length))) nouns++;
      break;
    }
  }
  return judged > 0 ? nouns * 2 > judged : isNounPhrase(words);
}

export function isNounPhrase(words: readonly string[]): boolean {
  const key = words.join(' ');
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const tags = tagsOf(words);
  let ok = tags.length === words.length && new Set(words).size === words.length;
  tags.forEach((t, i) => {
    if (!ok) return;
    const head = i === tags.length - 1;
    if (t.some((x) => never.includes(x)) || isVerbForm(words[i]!) || wordNetDenies(words[i]!, head)) ok = false;
    const noun = t.includes('Noun') || (!t.includes('PastTense') && !t.includes('Adjective') && wordNetNoun(words[i]!));
    if (head && !noun) ok = false;
    if (!head && !noun && !t.includes('Adjective')) ok = false;
  });
  verdicts.set(key, ok);
  return ok;
}
