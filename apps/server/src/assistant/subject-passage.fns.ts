/**
 * The material of a clip about a subject, in the order it is taken: the best-matching topic's
 * passage around its strongest mention first, growing outwards so the cut stays contiguous, then
 * the other topics that hold the subject, nearest first. Unrelated topics never fill it up.
 */
import type { Analysis, Unit } from '../analyse/analyse.types';
import { isVagueNoun } from '../analyse/label-words.fns';
import { isNounPhraseIn } from '../analyse/noun-phrases.fns';
import { isStopWord, normaliseToken } from '../analyse/text.fns';
import { confidentMatch, type TopicMatch } from './matching.fns';
import { hitEvidence } from './word-support.fns';
import { meaningRules } from './subject-meaning.fns';
import { byQuote, usable } from './units.fns';

/**
 * The anchor is a mentioning line (far relations weigh little: see hitEvidence). `closeness`
 * (subject-meaning.fns), where known, breaks ties between mentions and grows the passage towards
 * what the speaker says next unless the line before means the subject clearly more, into a
 * neighbouring topic too when its lines are clearly about the subject (a subject change the
 * topic map placed a sentence late).
 */
export function subjectCandidates(
  analysis: Analysis,
  matched: readonly TopicMatch[],
  closeness?: ReadonlyMap<string, number>,
): Unit[] {
  const best = matched[0]!;
  const near = (u: Unit) => closeness?.get(u.id) ?? 0;
  const inTopic = usable(analysis.units.filter((u) => u.topic === best.topic));
  const weight = anchorWeights(best, inTopic);
  const anchor = inTopic.reduce(
    (a, u, i) => {
      // Mentions next to it count half: the anchor is a mentioning line, the middle of the densest run.
      const own = weight.get(u.id) ?? 0;
      const beside = (weight.get(inTopic[i - 1]?.id ?? '') ?? 0) + (weight.get(inTopic[i + 1]?.id ?? '') ?? 0);
      const score = own + beside / 2 + meaningRules.anchorWeight * near(u) + u.quoteScore * 0.1;
      return score > a.score ? { i, score } : a;
    },
    { i: 0, score: -1 },
  ).i;
  const ordered = closeness
    ? growByMeaning(
        analysis,
        [...inTopic, ...acrossEdge(analysis, inTopic[anchor]!, near)],
        inTopic[anchor]!,
        near,
        saidBefore(matched, inTopic[anchor]!),
      )
    : inTopic
        .map((u, i) => ({ u, i }))
        .sort((a, b) => Math.abs(a.i - anchor) - Math.abs(b.i - anchor) || a.i - b.i)
        .map(({ u }) => u);
  const others = matched
    .slice(1)
    .filter((m) => confidentMatch(m))
    .flatMap((m) => byQuote(usable(m.hits.map((h) => h.unit))));
  return [...new Map([...ordered, ...others].map((u) => [u.id, u])).values()];
}

/**
 * Each line's mentions by their evidence. Of a subject in several words, only lines that with
 * the lines beside them stand for every word anchor the passage, where any do ("before that i
 * was a bus driver" is one word of "lorry driving"; the haulier's truck stop beside the loading
 * bay is both); where none do, a line weighs as the share of the words it stands for.
 */
function anchorWeights(best: TopicMatch, inTopic: readonly Unit[]): Map<string, number> {
  const weight = new Map<string, number>();
  for (const h of best.hits) weight.set(h.unit.id, (weight.get(h.unit.id) ?? 0) + hitEvidence(h));
  const count = Math.max(0, ...best.hits.flatMap((h) => h.words ?? []).map((w) => w + 1));
  if (count < 2) return weight;
  const wordsOf = (u: Unit | undefined) => best.hits.filter((h) => h.unit.id === u?.id).flatMap((h) => h.words ?? []);
  const covered = inTopic.map(
    (u, i) => new Set([...wordsOf(inTopic[i - 1]), ...wordsOf(u), ...wordsOf(inTopic[i + 1])]).size,
  );
  // Where some lines stand for every word, only they anchor the passage.
  const whole = covered.some((c) => c === count);
  inTopic.forEach((u, i) => {
    const share = whole ? Number(covered[i] === count) : covered[i]! / count;
    if (weight.has(u.id)) weight.set(u.id, weight.get(u.id)! * share);
  });
  return weight;
}

/**
 * Whether the subject was named earlier and not since: the anchor then closes what the speaker
 * says about it ("we carry the kayaks around the weir" after "i paddle a kayak", and before "every
 * summer we take the children camping"), and the passage grows back towards the earlier mention.
 * Only mentions of topics that hold the subject, in the same file, within `mentionReachSec`.
 */
function saidBefore(matched: readonly TopicMatch[], anchor: Unit): boolean {
  const near = matched
    .filter((m) => confidentMatch(m))
    .flatMap((m) => m.hits)
    .filter(
      (h) =>
        h.kind !== 'related' &&
        h.sourceId === anchor.sourceId &&
        h.unit.id !== anchor.id &&
        Math.abs(h.start - anchor.start) <= meaningRules.mentionReachSec,
    );
  return near.some((h) => h.start < anchor.start) && !near.some((h) => h.start > anchor.start);
}

/**
 * A mention on a topic's first or last line may open or close the topic beside it: where the
 * subject changes at a pause no longer than those between sentences, boundaries land a sentence
 * off (bench/topic-boundaries.bench.ts --flite), and "i rent an allotment plot" ended a farm's
 * topic. Where the topic across that edge means the subject more than the mention's own, on
 * average, its lines are the passage's as much as its own (bench/subject-clips.bench.ts --flite:
 * the allotment clip 29 → 100 % on subject).
 */
function acrossEdge(analysis: Analysis, anchor: Unit, near: (u: Unit) => number): Unit[] {
  const all = analysis.units;
  const at = all.indexOf(anchor);
  const meanNear = (topic: number) => {
    const lines = usable(all.filter((u) => u.topic === topic));
    return lines.reduce((sum, u) => sum + near(u), 0) / Math.max(1, lines.length);
  };
  const own = meanNear(anchor.topic);
  for (const beside of [all[at - 1], all[at + 1]]) {
    if (!beside || beside.sourceId !== anchor.sourceId || beside.topic === anchor.topic) continue;
    if (meanNear(beside.topic) > own) return usable(all.filter((u) => u.topic === beside.topic));
  }
  return [];
}

/**
 * From the anchor outwards, one line at a time, taking whichever edge neighbour is closer to the
 * subject (the next line unless the one before is clearly closer; the other way round where the
 * subject was named before the anchor: see saidBefore). The topic's own lines are all
 * taken; a neighbouring topic's line only while each is as close as `neighbourMargin`, in the
 * same file.
 */
function growByMeaning(
  analysis: Analysis,
  inTopic: readonly Unit[],
  anchor: Unit,
  near: (u: Unit) => number,
  backwards: boolean,
): Unit[] {
  const all = usable(analysis.units);
  const members = new Set(inTopic.map((u) => u.id));
  const takes = (u: Unit | undefined): u is Unit =>
    u !== undefined && u.sourceId === anchor.sourceId && (members.has(u.id) || near(u) >= meaningRules.neighbourMargin);
  // A neighbouring topic's line must be clearly closer to win over the topic's own.
  const pull = (u: Unit) => near(u) - (members.has(u.id) ? 0 : meaningRules.neighbourPenalty);
  let lo = all.indexOf(anchor);
  let hi = lo;
  const out = [anchor];
  for (;;) {
    const left = all[lo - 1];
    const right = all[hi + 1];
    const canLeft = takes(left);
    const canRight = takes(right);
    if (!canLeft && !canRight) break;
    // A line before that names nothing ("it is harder than it looks believe me") more likely
    // closes what came before than opens the subject: taken only where nothing after can be.
    const goLeft = backwards
      ? canLeft && (!canRight || pull(left) + meaningRules.forwardBias >= pull(right))
      : canLeft && (!canRight || (pull(left) > pull(right) + meaningRules.forwardBias && namesSomething(left)));
    if (goLeft) out.push(all[--lo]!);
    else out.push(all[++hi]!);
  }
  // Lines of the topic the passage could not reach (another file between them) still come after.
  for (const u of inTopic) if (!out.includes(u)) out.push(u);
  return out;
}

/** Whether a line says a noun that names something: not only times, amounts or "it" and "things". */
function namesSomething(line: Unit): boolean {
  const text = line.text.toLowerCase();
  return text
    .split(/\s+/)
    .map(normaliseToken)
    .some((t) => t.length > 2 && !isStopWord(t) && !isVagueNoun(t) && isNounPhraseIn([t], [text]));
}
