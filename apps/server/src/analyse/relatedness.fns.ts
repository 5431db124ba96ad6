/**
 * Meaning from WordNet, for cohesion and for matching requests: a word's "concept bag" (its stem
 * plus the stems of its synonyms, derivations, hypernyms and gloss, weighted by sense rank) lets
 * "press", "printer" and "book" cohere through "print", and a request's expansion (synonyms,
 * derivations, hyponyms two levels down, and the same for its synonyms' senses) lets "poetry"
 * find verse, poems, sonnets and rhymes.
 */
import { isStopWord, normaliseToken, stem } from './text.fns';
import { lookupLemma, synsetById, type Synset, type WordNetPos } from './wordnet';

export type StemWeights = Map<string, number>;

const sensesPerPos = 3;
/** A concept with more kinds than this is too general to stand for a requested subject. */
const maxKinds = 50;
const minDepth = 6;
const senseDecay = [1, 0.7, 0.5];
/** A word of more senses than this is too ambiguous to stand for a subject it defines. */
const plainNounSenses = 4;

/** WordNet base forms a token may be (its morphological variants), most likely first. */
export function baseForms(token: string): string[] {
  const out = [token];
  const rules: Array<[RegExp, string]> = [
    [/ies$/, 'y'],
    [/(ch|sh|x|z|ss)es$/, '$1'],
    [/men$/, 'man'],
    [/s$/, ''],
    [/ied$/, 'y'],
    [/ed$/, 'e'],
    [/ed$/, ''],
    [/(.)\1ed$/, '$1'],
    [/ing$/, 'e'],
    [/ing$/, ''],
    [/(.)\1ing$/, '$1'],
    [/er$/, ''],
    [/est$/, ''],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(token)) out.push(token.replace(pattern, replacement));
  return [...new Set(out)].filter((t) => t.length >= 2);
}

/** The synsets of a token, most frequent sense first, for each part of speech. */
export function sensesOf(token: string, parts: readonly WordNetPos[] = ['n', 'v', 'a']): Synset[][] {
  const forms = baseForms(token);
  return parts.map((pos) => {
    for (const form of forms) {
      const offsets = lookupLemma(form, pos);
      if (offsets.length)
        return offsets
          .slice(0, sensesPerPos)
          .map((o) => synsetById(`${pos}:${o}`))
          .filter((s): s is Synset => s !== null);
    }
    return [];
  });
}

/**
 * Whether a word heard is meant in a subject word's first sense: "verse" for poetry (its first
 * sense is poetry's), not "house" for theatre (a house is first a dwelling; the playhouse is its
 * fifth). True when the subject word is no noun WordNet knows.
 */
export function meantAs(heard: string, subjectWord: string): boolean {
  const first = sensesOf(subjectWord, ['n'])[0]![0];
  return (
    !first ||
    sensesOf(heard, ['n'])[0]!
      .slice(0, 2)
      .some((s) => s.id === first.id)
  );
}

/** WordNet's lexicographer file of nouns that name people. */
const nounPerson = 18;

/** Whether a token's commonest noun sense is a person ("blacksmith", "farrier"): who does an activity, not what it is about. */
export const namesAPerson = (token: string): boolean => sensesOf(token, ['n'])[0]![0]?.lexFile === nounPerson;

/**
 * Whether a token is an everyday English word: WordNet has a sense of it that is no named
 * instance ("ballet", "block"; not "Gutenberg" or "London", which only name a person or a place).
 * A recogniser writes the words it knows, so only names are heard as other words.
 */
export const isCommonWord = (token: string): boolean =>
  sensesOf(token).some((senses) => senses.some((s) => !s.pointers.some((p) => p.symbol === '@i')));

/** Steps from a synset up to the root of its hierarchy ("poem" 6, "act" 4). */
function depthOf(s: Synset): number {
  let depth = 0;
  for (let at: Synset | null = s; at && depth < 20; depth++) at = related(at, ['@', '@i'])[0] ?? null;
  return depth;
}

/** Specific enough to stand for a subject: deep in the hierarchy, with not too many kinds. */
const specific = (s: Synset) =>
  depthOf(s) >= minDepth && s.pointers.filter((p) => p.symbol === '~' || p.symbol === '~i').length <= maxKinds;

/** Stems of a WordNet lemma ("printing_press" → print, press), stop words left out. */
const lemmaStems = (lemma: string) =>
  lemma
    .split(/[_\s-]+/)
    .map(normaliseToken)
    .filter((t) => t && !isStopWord(t))
    .map(stem);

const add = (bag: StemWeights, stems: readonly string[], weight: number) => {
  for (const s of stems) bag.set(s, Math.max(bag.get(s) ?? 0, weight));
};

const related = (s: Synset, symbols: readonly string[]) =>
  s.pointers
    .filter((p) => symbols.includes(p.symbol))
    .map((p) => synsetById(p.target))
    .filter((x): x is Synset => x !== null);

const glossStems = (s: Synset) => s.gloss.split(/[;"]/)[0]!.split(/\s+/).slice(0, 10).flatMap(lemmaStems);

const conceptCache = new Map<string, StemWeights>();

/** A transcript word's concept bag, for cohesion between neighbouring passages. */
export function conceptBag(token: string): StemWeights {
  const cached = conceptCache.get(token);
  if (cached) return cached;
  const bag: StemWeights = new Map([[stem(token), 1]]);
  for (const senses of sensesOf(token)) {
    senses.forEach((s, rank) => {
      const w = senseDecay[rank] ?? 0.4;
      add(bag, s.lemmas.flatMap(lemmaStems), 0.8 * w);
      add(
        bag,
        related(s, ['+']).flatMap((x) => x.lemmas.flatMap(lemmaStems)),
        0.6 * w,
      );
      const hypernyms = related(s, ['@', '@i']);
      add(
        bag,
        hypernyms.flatMap((x) => x.lemmas.flatMap(lemmaStems)),
        0.5 * w,
      );
      add(bag, glossStems(s), 0.4 * w);
      // The subject field of a sense ("star", "meteor" → astronomy), the wholes it belongs to
      // ("jupiter" → solar system, "pawn" → chess set) and its specific grandparents link
      // the words of one subject that share no direct relation.
      add(
        bag,
        related(s, [';c']).flatMap((x) => x.lemmas.flatMap(lemmaStems)),
        0.5 * w,
      );
      add(
        bag,
        related(s, ['#m', '#p', '#s']).flatMap((x) => x.lemmas.flatMap(lemmaStems)),
        0.4 * w,
      );
      const grandparents = hypernyms.flatMap((x) => related(x, ['@', '@i'])).filter(specific);
      add(
        bag,
        grandparents.flatMap((x) => x.lemmas.flatMap(lemmaStems)),
        0.3 * w,
      );
    });
  }
  bag.set(stem(token), 1);
  conceptCache.set(token, bag);
  return bag;
}

/** A word each stem of a query's expansion was made from, to show a user ("mesohippus", not "mesohippu"). */
const spelled = new Map<string, string>();
export const wordOfStem = (s: string): string => spelled.get(s) ?? s;

/**
 * What a requested subject may be called in the footage, with how strongly each stem stands for
 * it (1 = the word itself). Hyponyms come two levels down ("poem" → "sonnet"), so a request for a
 * general subject finds its specific kinds.
 */
export function expandQuery(word: string): StemWeights {
  const token = normaliseToken(word);
  const bag: StemWeights = new Map();
  if (!token) return bag;
  // Multi-word names ("verse_form") would match their generic words alone ("form"): left out.
  const single = (s: Synset) => {
    const lemmas = s.lemmas.filter((l) => !/[_\s-]/.test(l));
    for (const l of lemmas) {
      const t = normaliseToken(l);
      if (t && !spelled.has(stem(t))) spelled.set(stem(t), t);
    }
    return lemmas.flatMap(lemmaStems);
  };
  const visit = (s: Synset, weight: number, depth: number) => {
    add(bag, single(s), weight);
    add(bag, related(s, ['+']).flatMap(single), weight * 0.9);
    // Only specific concepts pass their kinds on: "poem" has a few dozen, "act" has hundreds.
    if (depth > 0 && specific(s)) for (const child of related(s, ['~', '~i'])) visit(child, weight * 0.85, depth - 1);
  };
  const [nouns, verbs] = sensesOf(token, ['n', 'v']);
  // A verb's kinds ("travel" → walk, roam, cast) stray too far: verbs give synonyms only.
  verbs!.slice(0, 2).forEach((s, rank) => visit(s, 0.6 * (senseDecay[rank] ?? 0.4), 0));
  {
    nouns!.slice(0, 2).forEach((s, rank) => {
      const w = senseDecay[rank] ?? 0.4;
      visit(s, 0.95 * w, 2);
      // What the subject's definition names and the terms of its field: a beekeeper talks of
      // bees and honey ("the cultivation of bees … for the production of honey"), a golfer of
      // birdies and divots, rarely of apiculture or golf.
      add(bag, definingNouns(s), 0.8 * w);
      add(
        bag,
        related(s, ['-c'])
          .flatMap(single)
          .filter((t) => !isStopWord(t) && isPlainNoun(wordOfStem(t))),
        0.6 * w,
      );
      // The synonyms' other senses: "poetry" → "verse" → "verse, rhyme" (a piece of poetry) → "poem".
      for (const lemma of s.lemmas.filter((l) => l !== token).slice(0, 3)) {
        for (const other of sensesOf(lemma, ['n'])[0]!.slice(0, 2)) {
          if (other.id === s.id || !specific(other)) continue;
          visit(other, 0.75 * w, 1);
          for (const parent of related(other, ['@']).filter(specific).slice(0, 2)) visit(parent, 0.65 * w, 1);
        }
      }
    });
  }
  verbs!.slice(0, 1).forEach((s) => add(bag, definingNouns(s), 0.5));
  for (const form of baseForms(token)) bag.delete(stem(form));
  bag.set(stem(token), 1);
  return bag;
}

/**
 * The subject's own name in several words, as a recogniser writes them run together ("funeral
 * director" for undertaker, "lawn bowling" for bowls): its first sense's multi-word synonyms.
 * Left out of expandQuery, where their generic words would match alone.
 */
export function compoundNames(word: string): Set<string> {
  const token = normaliseToken(word);
  const first = token ? sensesOf(token, ['n'])[0]![0] : undefined;
  return new Set(
    (first?.lemmas ?? [])
      .filter((l) => /[_\s-]/.test(l))
      .map((l) =>
        l
          .split(/[_\s-]+/)
          .map(normaliseToken)
          .join(''),
      ),
  );
}

/** A specific noun of few senses, and no more as another part of speech ("honey", "oven"; not "skin"). */
function isPlainNoun(token: string): boolean {
  for (const form of baseForms(token)) {
    const nouns = lookupLemma(form, 'n').length;
    if (!nouns) continue;
    const others = lookupLemma(form, 'v').length + lookupLemma(form, 'a').length;
    return nouns + others <= plainNounSenses && nouns >= others && specific(sensesOf(form, ['n'])[0]![0]!);
  }
  return false;
}

/**
 * The plain nouns of a sense's definition ("bees", "honey"), not its words of many senses
 * ("cultivation", "scale", "production") nor its verbs' forms ("using"): those say little alone.
 */
function definingNouns(s: Synset): string[] {
  // A person's or place's definition ("German printer who…") names what they were, not them.
  if (s.pointers.some((p) => p.symbol === '@i')) return [];
  return s.gloss
    .split(/[;"]/)[0]!
    .split(/\s+/)
    .map(normaliseToken)
    .filter((t) => t && !isStopWord(t) && !t.endsWith('ing') && isPlainNoun(t))
    .map((t) => {
      if (!spelled.has(stem(t))) spelled.set(stem(t), t);
      return stem(t);
    });
}

/**
 * How strongly a transcript word stands for a request (0..1): directly through the expansion, or
 * through its own synonyms and hypernyms ("poet" → "writer of poems" is weaker than "poem").
 */
export function matchStrength(token: string, expansion: StemWeights): number {
  const direct = expansion.get(stem(token)) ?? 0;
  if (direct >= 0.9 || isStopWord(token)) return direct;
  let indirect = 0;
  for (const [s, w] of conceptBag(token)) {
    if (w >= 1) continue;
    const e = expansion.get(s);
    if (e) indirect = Math.max(indirect, Math.min(0.7, e * w));
  }
  return Math.max(direct, indirect, isKindOf(token, expansion) ? kindStrength : 0);
}

/** A kind of the subject this many steps below it still stands for it… */
const kindDepth = 5;
/** …as strongly as a near relation. */
const kindStrength = 0.7;

/**
 * Whether the token names a kind of the subject itself (or of a synonym), deeper than the
 * expansion's two levels reach: "geese" and "bittern" for "birds" (goose → anseriform bird →
 * … → bird), "spaniel" for "dogs".
 */
function isKindOf(token: string, expansion: StemWeights): boolean {
  for (const s of ancestorStems(token)) if ((expansion.get(s) ?? 0) >= 0.9) return true;
  return false;
}

/** Kept per word, as concept bags are: a prompt judges every distinct word of the footage. */
const ancestorCache = new Map<string, ReadonlySet<string>>();

/** The stems of what the token's first two noun senses are kinds of, up to `kindDepth` steps up. */
function ancestorStems(token: string): ReadonlySet<string> {
  let out = ancestorCache.get(token);
  if (out) return out;
  const stems = new Set<string>();
  let level = sensesOf(token, ['n'])[0]!.slice(0, 2);
  for (let depth = 0; depth < kindDepth && level.length; depth++) {
    level = level.flatMap((s) => related(s, ['@', '@i']));
    for (const s of level) for (const x of s.lemmas.flatMap(lemmaStems)) stems.add(x);
  }
  ancestorCache.set(token, (out = stems));
  return out;
}
