/**
 * Whether a candidate key phrase is a noun phrase an editor would use as a label: its head (last
 * word) a noun, the words before it nouns or adjectives. Part of speech comes from compromise's
 * lexicon and rules; WordNet breaks its ties on recogniser output, which has no capitals or
 * punctuation to tag by ("book" and "printing" read as verbs out of context).
 */
import nlp from 'compromise';
import { baseForms } from './relatedness.fns';
import { lookupLemma } from './wordnet';

const verdicts = new Map<string, boolean>();

const wordNetNoun = (token: string) => baseForms(token).some((f) => lookupLemma(f, 'n').length > 0);

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

export function isNounPhrase(words: readonly string[]): boolean {
  const key = words.join(' ');
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const tags = tagsOf(words);
  let ok = tags.length === words.length && new Set(words).size === words.length;
  tags.forEach((t, i) => {
    if (!ok) return;
    if (t.some((x) => never.includes(x))) ok = false;
    const head = i === tags.length - 1;
    const noun = t.includes('Noun') || (!t.includes('PastTense') && !t.includes('Adjective') && wordNetNoun(words[i]!));
    if (head && !noun) ok = false;
    if (!head && !noun && !t.includes('Adjective')) ok = false;
  });
  verdicts.set(key, ok);
  return ok;
}
