/**
 * What a topic label must not be built from, read from WordNet: a noun that says who or what at
 * all ("people", "things"), when, how much or which piece ("months", "weekend", "kilos", "the best
 * part") names no subject, and two spellings of one word ("metres and meters") or a word and its
 * own derivative ("hair and hairdresser") say one thing twice.
 */
import { baseForms } from './relatedness.fns';
import { lookupLemma, synsetById, type Synset } from './wordnet';

/** Ancestors that mark a time, an amount or a count ("dozen", "hundreds", "half"). */
const vagueAncestors = new Set(['time_period', 'unit_of_measurement', 'time_unit', 'number', 'indefinite_quantity']);
/** How far up the hypernym tree ancestors are looked for. */
const ancestorDepth = 8;

/**
 * The most frequent noun sense of each base form WordNet knows as a noun: "minutes" is a record of
 * a meeting first, but it is said as the plural of "minute".
 */
function firstNounSenses(word: string): Synset[] {
  return baseForms(word).flatMap((form) => {
    const offsets = lookupLemma(form, 'n');
    const sense = offsets.length ? synsetById(`n:${offsets[0]}`) : null;
    return sense ? [sense] : [];
  });
}

/** Nouns that stand for anyone or anything ("people", "things", "stuff"): they name no subject. */
const generalNouns = new Set([
  'people',
  'person',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'anyone',
  'thing',
  'things',
  'stuff',
  'something',
  'everything',
  'anything',
  'lot',
  'lots',
  'bit',
  'bits',
  'kind',
  'sort',
  'guy',
  'guys',
]);

const vague = new Map<string, boolean>();

/**
 * A noun that stands for anyone or anything, or whose most frequent sense is a time period, a unit
 * or amount, or a part of something.
 */
export function isVagueNoun(word: string): boolean {
  if (generalNouns.has(word)) return true;
  const known = vague.get(word);
  if (known !== undefined) return known;
  // The sense itself may be a share of something ("part", "portion"); ancestors a time or an amount.
  const found = firstNounSenses(word).some(
    (sense) => sense.lemmas.includes('part') || hasAncestor(sense, (l) => vagueAncestors.has(l)),
  );
  vague.set(word, found);
  return found;
}

function hasAncestor(sense: Synset, is: (lemma: string) => boolean): boolean {
  let level = [sense];
  for (let depth = 0; depth < ancestorDepth && level.length; depth++) {
    const next: Synset[] = [];
    for (const s of level) {
      if (depth > 0 && s.lemmas.some(is)) return true;
      for (const p of s.pointers) {
        if (p.symbol !== '@' && p.symbol !== '@i') continue;
        const parent = synsetById(p.target);
        if (parent) next.push(parent);
      }
    }
    level = next;
  }
  return false;
}

const kin = new Map<string, boolean>();

/**
 * A relative of the speaker ("my brother", "her husband", "the cousins"): talked of in every
 * subject, a relative names none of them as a label.
 */
export function isKin(word: string): boolean {
  const known = kin.get(word);
  if (known !== undefined) return known;
  const found = firstNounSenses(word).some((sense) => hasAncestor(sense, (l) => l === 'relative'));
  kin.set(word, found);
  return found;
}

/**
 * Two words that say the same thing as labels: one sense in common ("metres", "meters"), or one
 * the start of the other ("hair", "hairdresser"; not "hair", "chair").
 */
export function sayTheSame(a: string, b: string): boolean {
  if (a.startsWith(b) || b.startsWith(a)) return true;
  const senses = (w: string) => new Set(baseForms(w).flatMap((f) => lookupLemma(f, 'n').slice(0, 2)));
  const of = senses(a);
  return [...senses(b)].some((s) => of.has(s));
}
