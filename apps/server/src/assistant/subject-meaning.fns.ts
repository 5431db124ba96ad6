/**
 * A requested subject matched by what the footage means, beside its words (matching.fns): "a clip
 * about clock repair" finds "I fix old things that tell the time", and of two lines that say
 * "moving" it prefers "we moved house" to "keeps your legs moving". Sentence meaning alone cannot
 * say whether a subject is there at all (an absent subject is often as close to some line as a
 * present one is), so it only ranks and orders what the words already found.
 */
import type { Analysis, Topic } from '../analyse/analyse.types';

/** Closeness is a cosine above the footage's median line's (see subjectCloseness). */
export const meaningRules = {
  /**
   * A topic's mean closeness counts this many times in its evidence, beside 1 per mention: a topic
   * 0.1 nearer the subject outweighs two mentions. Bench: topics about a subject 0.07–0.23.
   */
  topicWeight: 20,
  /** A line's own closeness breaks ties in where a clip is anchored (a mention decides it). */
  anchorWeight: 1,
  /** A neighbouring topic's line joins a clip only at this closeness or more… */
  neighbourMargin: 0.25,
  /** …and is taken before the topic's own next line only when this much closer. */
  neighbourPenalty: 0.15,
  /**
   * A speaker names a subject and then goes on about it: the line after the passage is taken
   * before the line before it unless that one is this much closer.
   */
  forwardBias: 0.2,
  /** …unless it was named before within this many seconds, and not after (subject-passage.fns saidBefore). */
  mentionReachSec: 30,
  /**
   * A reply with no edit offers first the topic whose lines mean the subject this much more than
   * the median line… (bench/subject-clips.bench.ts: never-named subjects' own topics 0.13–0.29 on
   * unseen-h, but 0.07–0.08 on unseen-i's falconry, mosaic, childminding, upholstery; "surgery"
   * on a dentist's topic 0.2 — a fair offer, not an edit)…
   */
  offerCloseness: 0.07,
  /**
   * …and this much more than any other topic: a volleyball request means netball's topic 0.165,
   * volleyball's 0.100. At 0.12 and 0.07, 33 of 84 honest replies offered the subject's own topic
   * first and 67 of 1791 requests for absent subjects offered a nearest topic ("it may be what you
   * mean"); at 0.07 and 0.06, 45 and 177; at 0.07 and 0.05, 48 and 225.
   */
  offerLead: 0.06,
} as const;

/**
 * How near a topic as a whole means the subject, its lines' mean: one line close by chance ("the
 * snare drummers behind us" in a talk about bagpipes) does not make it about the subject. A
 * subject in several words is as near as its least-meant word: a garage's lines mean "repair"
 * but not "clock", and so are no talk about clock repair.
 */
export function topicCloseness(
  topic: Pick<Topic, 'unitIds'>,
  closeness: ReadonlyMap<string, number>,
  wordCloseness: readonly ReadonlyMap<string, number>[] = [],
): number {
  const mean = (lines: ReadonlyMap<string, number>) =>
    topic.unitIds.reduce((sum, id) => sum + (lines.get(id) ?? 0), 0) / Math.max(1, topic.unitIds.length);
  return Math.min(mean(closeness), ...wordCloseness.map(mean));
}

/**
 * The topic nearest a subject in meaning (topicCloseness), where one clearly is, for a reply
 * that makes no edit to offer first: what a never-named subject's own topic usually is ("squats
 * and barbell" for weightlifting), though meaning alone cannot tell it from a neighbour (see the
 * note above).
 */
export function nearestInMeaning(
  analysis: Analysis,
  closeness: ReadonlyMap<string, number> | undefined,
  wordCloseness: readonly ReadonlyMap<string, number>[] = [],
): number | undefined {
  if (!closeness || analysis.topics.length === 0) return undefined;
  const near = analysis.topics.map((t) => topicCloseness(t, closeness, wordCloseness));
  const best = near.indexOf(Math.max(...near));
  const lead = near[best]! - Math.max(...near.filter((_, i) => i !== best), -Infinity);
  return near[best]! >= meaningRules.offerCloseness && lead >= meaningRules.offerLead ? best : undefined;
}

/**
 * How much closer each unit's meaning is to the subject's than the footage's median unit is, by
 * unit id: what every line of an interview shares (its voice, its speaker's "I") cancels out.
 * Undefined without sentence meaning.
 */
export function subjectCloseness(
  analysis: Analysis,
  subject: Float32Array | undefined,
): Map<string, number> | undefined {
  const meaning = analysis.unitMeaning;
  if (!meaning || !subject) return undefined;
  const cosine = analysis.units.map((u) => dot(meaning.get(u.id), subject));
  const sorted = [...cosine].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1] ?? 0;
  return new Map(analysis.units.map((u, i) => [u.id, cosine[i]! - median]));
}

function dot(a: Float32Array | undefined, b: Float32Array): number {
  if (!a) return 0;
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += a[d]! * b[d]!;
  return sum;
}
