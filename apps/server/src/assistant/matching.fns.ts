/**
 * Matching a prompt's subject against noisy transcript words: exact words and stems, WordNet
 * relations (a request for "poetry" finds verse, poems, sonnets and rhymes), and sound-alikes for
 * misrecognised names ("Gutenberg" finds "goodenberg"). Every hit carries how strongly it stands
 * for the subject, so a topic is only chosen when the footage really talks about it.
 */
import type { Analysis, Unit } from '../analyse/analyse.types';
import {
  baseForms,
  compoundNames,
  expandQuery,
  isCommonWord,
  matchStrength,
  wordOfStem,
  type StemWeights,
} from '../analyse/relatedness.fns';
import { lookupLemma } from '../analyse/wordnet';
import { soundsLike } from '../analyse/sounds-like.fns';
import { usSpelling } from '../analyse/spelling.fns';
import { contentWords, editDistance, isStopWord, normaliseToken, stem } from '../analyse/text.fns';
import { amongOthers, inComparison, namesTheThing, saidAsVerb } from './passing-mention.fns';
import { markAside } from './said-aside.fns';
import { timesSaidAsPhrase } from './said-as-phrase.fns';
import { hitEvidence, topicsHolding } from './word-support.fns';
import { meaningRules, topicCloseness } from './subject-meaning.fns';

/** A word's stem as either spelling of it gives it ("theatre" and "theater", "jewellery" and "jewelry"). */
export const wordStem = (token: string): string => stem(usSpelling(token));

/** Stems match exactly, or within one edit for longer words (recognisers mishear). */
export const stemsMatch = (a: string, b: string): boolean =>
  a === b || (a.length >= 5 && b.length >= 5 && editDistance(a, b) <= 1);

export const matchRules = {
  /** A word counts as a hit on the subject from this strength on. */
  minStrength: 0.5,
  /** A sound-alike of a searched name. */
  phoneticStrength: 0.8,
  /** Without a direct mention, a topic needs this much related evidence, from ≥ 2 distinct words. */
  minRelatedEvidence: 1.5,
  /**
   * …and, where sentence meaning is known, must mean the subject at least this much more than the
   * footage's median line does (subject-meaning.fns). Measured on the bench interviews: topics
   * about a never-named subject 0.07–0.23; absent subjects' chance hits ("knitting" heard in
   * "nothing", "painting" in "printed") 0.02 at most.
   */
  minCloseness: 0.04,
  /**
   * Related words alone are everyday words with many senses ("band", "clip", "ear" for jewellery;
   * "flight", "walk" for space travel), so there the meaning must vouch for the subject clearly:
   * topics about a never-named subject 0.05–0.22, topics of other subjects that related words
   * chose 0.04–0.09 (bench/subject-clips: 10 edits for 630 subjects no interview holds). On a
   * later set (unseen-f) a tennis topic's "team" and "running" met "football" at 0.104–0.106;
   * every never-named subject the sets find lies at 0.11 or more.
   */
  minRelatedCloseness: 0.11,
  /** …unless the subject's synonyms or direct kinds are said ("poems", "verse" for poetry). */
  nearSynonym: 0.9,
  /**
   * The subject's own word said in passing (passing-mention.fns) weighs as a related word short
   * of a synonym: a topic needs another related word beside it.
   */
  passingStrength: 0.8,
  /**
   * The thing an activity is about, named once ("all that money to look at fish"), is talk about
   * the activity where its topic holds this many other words related to it (a farm beside
   * milking, pasture and bales): bench/subject-clips.bench.ts, absent subjects 2 → 0 edits.
   */
  thingContext: 2,
} as const;

/**
 * 'word': the subject's word or an inflection of it ("cars" for "car"); 'form': a word of its stem
 * that names a thing of its own ("training" for "train", "printer" for "print"), which may be
 * another subject's; 'related': a WordNet relation; 'sounds_like': a sound-alike of a name.
 */
export type HitKind = 'word' | 'form' | 'related' | 'sounds_like';

export interface WordHit {
  sourceId: string;
  wordIndex: number;
  start: number;
  end: number;
  unit: Unit;
  strength: number;
  kind: HitKind;
  heard: string;
  /** Said in passing ("sounds like a room full of crickets"), not talked about. */
  passing?: true;
  /** Names the thing an activity is about ("fish" for fishing): in passing unless its topic talks about it. */
  thing?: true;
  /** Of a subject in several words, which of them (by index) it stands for. */
  words?: readonly number[];
}

/** What was searched for: the request's words and what else they may be called. */
export interface Subject {
  words: string[];
  expansion: StemWeights;
  /** Its name in several words, run together ("funeraldirector"): see compoundNames. */
  compounds: Set<string>;
}

export function subjectOf(query: string): Subject {
  const tokens = query.split(/\s+/).map(normaliseToken).filter(Boolean);
  const content = tokens.filter((t) => !isStopWord(t));
  const words = content.length ? content : tokens;
  const expansion: StemWeights = new Map();
  for (const w of words)
    for (const [s, weight] of expandQuery(w)) expansion.set(s, Math.max(expansion.get(s) ?? 0, weight));
  // A subject of one word may be called in two ("undertaker", "funeral director").
  const compounds = words.length === 1 ? compoundNames(words[0]!) : new Set<string>();
  return { words, expansion, compounds };
}

/** A few of the other names searched under, strongest first, for the reply. */
export function alsoSearched(subject: Subject, count = 5): string[] {
  const own = new Set(subject.words.map(wordStem));
  const words = [...subject.expansion]
    .filter(([s, w]) => w >= matchRules.minStrength && s.length >= 4)
    .sort((a, b) => b[1] - a[1])
    .map(([s]) => wordOfStem(s))
    .filter((w) => !own.has(wordStem(w)));
  return [...new Set(words)].slice(0, count);
}

type Strength = { strength: number; kind: HitKind };

/**
 * Whether a word of the subject word's stem is a noun of its own made from it, not an inflection:
 * both are WordNet nouns, the heard word the longer ("training" for "train", "running" for
 * "run"), and it is no plural. The other way round the subject is the derived one ("dog
 * training" is what "we train dogs" is about).
 */
function namesOwnThing(token: string, word: string): boolean {
  if (token.length <= word.length) return false;
  const noun = (w: string) => lookupLemma(w, 'n').length > 0;
  const plural = /(s|es)$/.test(token) && baseForms(token).includes(word);
  return noun(token) && noun(word) && !plural;
}

/**
 * A subject's strength for transcript tokens, each distinct token (and joined run) judged once:
 * an hour holds ~10k words but a few thousand distinct ones, and prompts must stay fast.
 */
function strengthJudge(subject: Subject): (token: string, joined: readonly string[]) => Strength {
  const stems = subject.words.map(wordStem);
  const forms = new Map<string, boolean>();
  const isForm = (token: string) => {
    let yes = forms.get(token);
    if (yes === undefined)
      forms.set(token, (yes = !subject.words.some((w) => wordStem(w) === wordStem(token) && !namesOwnThing(token, w))));
    return yes;
  };
  // A recogniser writes the words it knows: only a name ("Gutenberg", "Dashwood") comes out as
  // other words that sound like it ("good in berg"); "ballet" heard as "build" is just "build".
  const names = subject.words.filter((w) => !isCommonWord(w));
  const byToken = new Map<string, Strength | undefined>();
  const byRelation = new Map<string, Strength>();
  const joinedSounds = new Map<string, boolean>();
  const sounds = (j: string) => {
    let yes = joinedSounds.get(j);
    if (yes === undefined) joinedSounds.set(j, (yes = names.some((w) => soundsLike(w, j))));
    return yes;
  };
  const phonetic: Strength = { strength: matchRules.phoneticStrength, kind: 'sounds_like' };
  const named: Strength = { strength: 1, kind: 'word' };
  // A stop word says nothing of a subject unless it is a form of one of its words ("make" of
  // "jam making"): "them" is no "theme", though the stemmer gives the two one stem.
  const saysNothingOf = (token: string) =>
    isStopWord(token) && !subject.words.some((w) => w === token || baseForms(w).includes(token));
  return (token, joined) => {
    // Undefined: the token alone is no word or sound-alike hit, so joined runs decide before relatedness.
    let own = byToken.get(token);
    if (!byToken.has(token)) {
      const s = wordStem(token);
      // A stem one letter off, or a sound-alike, is a word the recogniser may have misheard, not
      // the word itself; unless it is a word of its own ("block" is no misheard "clock").
      const misheard = !isCommonWord(token);
      own = saysNothingOf(token)
        ? undefined
        : stems.includes(s)
          ? { strength: 1, kind: isForm(token) ? 'form' : 'word' }
          : (misheard && stems.some((w) => stemsMatch(s, w))) ||
              (misheard ? subject.words : names).some((w) => soundsLike(w, token))
            ? phonetic
            : undefined;
      byToken.set(token, own);
    }
    if (own) return own;
    if (joined.some((j) => baseForms(j).some((f) => subject.compounds.has(f)))) return named;
    if (joined.some(sounds)) return phonetic;
    let related = byRelation.get(token);
    if (!related) {
      const strength = saysNothingOf(token) ? 0 : matchStrength(token, subject.expansion);
      byRelation.set(token, (related = { strength, kind: 'related' }));
    }
    return related;
  };
}

/** Each source's words normalised once per analysis (the analysis is cached per project). */
const normalisedTokens = new WeakMap<readonly { text: string }[], string[]>();
function tokensOf(words: readonly { text: string }[]): string[] {
  let tokens = normalisedTokens.get(words);
  if (!tokens) normalisedTokens.set(words, (tokens = words.map((w) => normaliseToken(w.text))));
  return tokens;
}

/** Every word that stands for the subject, in time order. */
export function findMentions(analysis: Analysis, query: string | Subject): WordHit[] {
  const subject = typeof query === 'string' ? subjectOf(query) : query;
  if (subject.words.length === 0) return [];
  const strengthOf = strengthJudge(subject);
  const activities = subject.words.filter((w) => w.endsWith('ing'));
  const hits: WordHit[] = [];
  // Per topic, the lines that name the thing an activity is about.
  const thingLines = new Map<number, Set<string>>();
  const sources = new Map(analysis.sources.map((s) => [s.sourceId, s]));
  for (const unit of analysis.units) {
    const words = sources.get(unit.sourceId)!.words;
    const tokens = tokensOf(words);
    const token = (i: number) => (i <= unit.lastWord ? tokens[i]! : '');
    // The thing an activity is about, named ("look at fish" for fishing), is no talk about doing it.
    const activityThing = (t: string, i: number) =>
      activities.some((a) => wordStem(a) === wordStem(t) && namesTheThing(tokens, i, a, unit.firstWord, unit.lastWord));
    for (let i = unit.firstWord; i <= unit.lastWord; i++) {
      const t = token(i);
      if (!t) continue;
      // A name split into pieces by the recogniser ("good in berg") is heard across words.
      const joined = [t + token(i + 1), t + token(i + 1) + token(i + 2)].filter((j) => j.length > t.length);
      const judged = strengthOf(t, joined);
      const { strength } = judged;
      // A thing's word said as a verb may be another subject's, as a word of its own stem is.
      const verbOfThing =
        judged.kind === 'word' &&
        subject.words.some((w) => wordStem(w) === wordStem(t) && saidAsVerb(tokens, i, w, unit.firstWord));
      const kind: HitKind = verbOfThing ? 'form' : judged.kind;
      // A mention in passing (passing-mention.fns) is still where the word is said, but it weighs
      // as a related word does: no topic is about the subject for it alone.
      const direct = kind === 'word' || kind === 'form';
      const thing = direct && activityThing(t, i);
      const likened = direct && inComparison(tokens, i, unit.firstWord);
      const listed = direct && amongOthers(tokens, i, unit.firstWord, unit.lastWord);
      const inPassing = thing || likened || listed;
      if (thing) thingLines.set(unit.topic, (thingLines.get(unit.topic) ?? new Set()).add(unit.id));
      if (strength >= matchRules.minStrength)
        hits.push({
          sourceId: unit.sourceId,
          wordIndex: i,
          start: words[i]!.start,
          end: words[i]!.end,
          unit,
          strength,
          kind,
          heard: t,
          ...(inPassing ? { passing: true, strength: matchRules.passingStrength } : {}),
          ...(thing && !likened ? { thing: true } : {}),
        });
    }
  }
  // A thing named across a topic ("paddle a kayak", "we carry the kayak"), or among words of the
  // activity ("our family farm" beside milking, pasture and bales), is what the topic talks about.
  const related = new Map<number, Set<string>>();
  for (const h of hits)
    if (h.kind === 'related')
      related.set(h.unit.topic, (related.get(h.unit.topic) ?? new Set()).add(wordStem(h.heard)));
  const talkedAbout = (topic: number) =>
    (thingLines.get(topic)?.size ?? 0) >= 2 || (related.get(topic)?.size ?? 0) >= matchRules.thingContext;
  return hits.map((h) =>
    h.thing && talkedAbout(h.unit.topic) ? { ...h, passing: undefined, thing: undefined, strength: 1 } : h,
  );
}

export interface TopicMatch {
  topic: number;
  /** The strength of its hits, key phrases double: whether it is about the subject at all. */
  score: number;
  /** What ranks it: its direct mentions, its related words weighed by how surely they are related, and its meaning. */
  evidence: number;
  /** How much nearer its lines mean the subject than the footage's median line; undefined without meaning. */
  closeness?: number;
  /** Of a subject in several words ("tax returns"), one is neither said nor related to anything here ("returning officer"). */
  partial?: boolean;
  /** …or one is related only faintly (see topicsHolding): enough to offer the topic, not to cut from it. */
  thin?: boolean;
  hits: WordHit[];
  /** How many times a subject in several words is said as itself here (see said-as-phrase.fns). */
  saidAsPhrase?: number;
}

/**
 * Whether a topic's evidence is enough to cut an edit about the subject: the word itself, or a
 * sound-alike or enough related words that what the topic means bears out. A subject in several
 * words needs each of them said or related to something in the topic: "returning officer" is no
 * talk about tax returns, however near an election's lines mean to one (measured: 0.07–0.11).
 */
export function confidentMatch(match: TopicMatch | undefined): boolean {
  if (!match) return false;
  if (match.partial || match.thin) return false;
  if (match.hits.some((h) => h.kind === 'word' && !h.passing)) return true;
  if (match.closeness !== undefined && match.closeness < matchRules.minCloseness) return false;
  if (match.hits.some((h) => (h.kind === 'sounds_like' || h.kind === 'form') && !h.passing)) return true;
  const distinct = new Set(match.hits.map((h) => stem(h.heard))).size;
  if (distinct < 2 || match.score < matchRules.minRelatedEvidence) return false;
  const synonyms = new Set(match.hits.filter((h) => h.strength >= matchRules.nearSynonym).map((h) => stem(h.heard)));
  return match.closeness === undefined || match.closeness >= matchRules.minRelatedCloseness || synonyms.size >= 2;
}

/**
 * Of topics not confidently about the subject, the one worth offering in its place: related words
 * from two or more words said, and lines nearer the subject than the footage's median by the bar
 * a related topic once had to meet (a horse rider's "mare", "stables" and "trot" for "horse
 * riding"). Only with sentence meaning: words alone already decide without it.
 */
export function nearestUnconfirmed(matched: readonly TopicMatch[]): TopicMatch | undefined {
  return matched.find(
    (m) =>
      !m.partial &&
      m.closeness !== undefined &&
      m.closeness >= matchRules.minCloseness &&
      new Set(m.hits.map((h) => wordStem(h.heard))).size >= 2,
  );
}

/**
 * Topics that hold the subject, best first: those with enough evidence to cut from (see
 * confidentMatch) before the others, then those that say a subject in several words as itself
 * (a dog trainer's "dog" and "training" for "dog grooming" outweighed a groomer's "dog grooming":
 * unseen-i, 0 → 100 % on subject, no other subject moved), then by evidence (key phrases weigh
 * double; with `closeness`, the meaning of the topic's closest line adds to it — see subject-meaning.fns).
 */
export function rankTopicsFor(
  analysis: Analysis,
  query: string | Subject,
  closeness?: ReadonlyMap<string, number>,
  wordCloseness?: readonly ReadonlyMap<string, number>[],
): TopicMatch[] {
  const subject = typeof query === 'string' ? subjectOf(query) : query;
  const targets = subject.words.map(wordStem);
  const hits = findMentions(analysis, subject);
  // Where each word of a subject in several is said or related to something other than its other
  // words ("returning" is related to "tax" only through "tax return"): no topic without it holds the subject.
  const hitsOfWord =
    subject.words.length > 1
      ? targets.map((own, i) => {
          const others = targets.filter((_, j) => j !== i && targets[j] !== own);
          return findMentions(analysis, subjectOf(subject.words[i]!)).filter(
            (h) => h.kind !== 'form' && !others.some((x) => stemsMatch(wordStem(h.heard), x)),
          );
        })
      : [];
  const topicsOfWord = hitsOfWord.map((found) => new Set(found.map((h) => h.unit.topic)));
  const topicsHoldingWord = hitsOfWord.map((found, i) => topicsHolding(found, subject.words[i]!));
  // Which of the subject's words each hit stands for: a passage is about "lorry driving" where both are.
  const wordsAt = new Map<string, number[]>();
  hitsOfWord.forEach((found, i) =>
    found.forEach((h) => {
      const key = `${h.sourceId}:${h.wordIndex}`;
      wordsAt.set(key, [...(wordsAt.get(key) ?? []), i]);
    }),
  );
  const withWords = (h: WordHit): WordHit =>
    subject.words.length > 1 ? { ...h, words: wordsAt.get(`${h.sourceId}:${h.wordIndex}`) ?? [] } : h;
  return analysis.topics
    .map((t) => {
      const inTopic = markAside(
        hits.filter((h) => h.unit.topic === t.index).map(withWords),
        t.unitIds,
        matchRules.passingStrength,
      );
      const inPhrases = t.keyPhrases.filter((p) =>
        contentWords(p).some((w) => targets.some((x) => stemsMatch(wordStem(w), x))),
      ).length;
      const score = inTopic.reduce((sum, h) => sum + h.strength, 0) + 2 * inPhrases;
      const meaning = closeness ? topicCloseness(t, closeness, wordCloseness) : undefined;
      const evidence =
        inTopic.reduce((sum, h) => sum + hitEvidence(h), 0) +
        2 * inPhrases +
        meaningRules.topicWeight * Math.max(0, meaning ?? 0);
      return {
        topic: t.index,
        score,
        evidence,
        ...(meaning !== undefined ? { closeness: meaning } : {}),
        ...(topicsOfWord.some((topics) => !topics.has(t.index)) ? { partial: true } : {}),
        ...(topicsHoldingWord.some((topics) => !topics.has(t.index)) ? { thin: true } : {}),
        hits: inTopic,
        saidAsPhrase: timesSaidAsPhrase(inTopic, subject.words.length),
      };
    })
    .filter((t) => t.score > 0)
    .sort(
      (a, b) =>
        Number(confidentMatch(b)) - Number(confidentMatch(a)) ||
        Number((b.saidAsPhrase ?? 0) > 0) - Number((a.saidAsPhrase ?? 0) > 0) ||
        b.evidence - a.evidence ||
        a.topic - b.topic,
    );
}
