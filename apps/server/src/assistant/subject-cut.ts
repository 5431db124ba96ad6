/**
 * The lines a clip takes for one subject: a passage from where the subject is said, as long as
 * asked (±10 %), or every line about it when no length is asked. A subject clip and each subject
 * of a clip about several (see several-subjects.ts) are cut alike.
 */
import type { Analysis, Unit } from '../analyse/analyse.types';
import { fitDuration, rangeHolds, rangesDuration, rangeTouches, unitRange, type DurationFit } from './cut-rules';
import type { WordHit } from './matching.fns';

export interface SubjectCut extends DurationFit {
  /** The candidates the cut holds whole: where a social clip's hook comes from. */
  picked: Unit[];
  /** Every line the cut holds any of, a trimmed mention too: what the reply names the topics by. */
  held: Unit[];
}

/**
 * `candidates` in the order they are taken (see subject-passage.fns); `mentions`, the words that
 * name the subject, keep at least one of them in the cut: where the mentioning line alone is
 * longer than asked, it is trimmed rather than left out for its neighbours. `passage` is false
 * for ranked lines with no subject (highlights).
 */
export function subjectCut(
  analysis: Analysis,
  candidates: readonly Unit[],
  mentions: readonly WordHit[],
  seconds: number | undefined,
  passage = true,
): SubjectCut {
  let fit: DurationFit =
    seconds === undefined
      ? { ranges: candidates.map(unitRange), duration: rangesDuration(analysis, candidates.map(unitRange)), met: true }
      : fitDuration(analysis, candidates, seconds, {}, { passage });
  const holds = (f: DurationFit) => mentions.some((h) => f.ranges.some((r) => rangeHolds(r, h)));
  if (seconds !== undefined && mentions.length > 0 && !holds(fit)) {
    const mentioning = candidates.filter((u) => mentions.some((h) => h.unit.id === u.id));
    const trimmed = fitDuration(analysis, mentioning, seconds);
    if (holds(trimmed)) fit = trimmed;
  }
  const picked = candidates.filter((u) =>
    fit.ranges.some((r) => r.sourceId === u.sourceId && u.firstWord >= r.firstWord && u.lastWord <= r.lastWord),
  );
  const held = analysis.units.filter((u) => fit.ranges.some((r) => rangeTouches(r, u)));
  return { ...fit, picked, held };
}
