/**
 * Several clips from one request ("three clips for reels", "5 short clips about sailing"): each a
 * passage of its own, cut as a single clip is (see subject-cut.ts), opening on its strongest line
 * when it is a social clip. Without a subject, each comes from the strongest stretch of a different
 * topic, then from what the longest topics have left; with one, from each topic that holds it. The
 * reply lists them and says when the footage holds fewer than were asked for.
 */
import type { Analysis, Topic, Unit } from '../analyse/analyse.types';
import { capitalise, formatClock } from '../analyse/text.fns';
import type { Plan, PlanContext, PlannedStory } from './assistant.types';
import { clipOf, clipPlan, type ClipIntent } from './clip-plan';
import { rangesDuration, unitRange } from './cut-rules';
import { confidentMatch, rankTopicsFor, subjectOf, type WordHit } from './matching.fns';
import { plannerDefaults } from './planner-defaults';
import { subjectCloseness } from './subject-meaning.fns';
import { subjectCandidates } from './subject-passage.fns';
import { subjectCut, type SubjectCut } from './subject-cut';
import { usable } from './units.fns';

/** A clip shorter than this is no clip: a topic with less left gives none. */
const leastClipSec = 8;

interface Clip {
  title: string;
  topic: Topic;
  cut: SubjectCut;
}

/** Where clips may come from: a topic, the passage its first clip grows by, and the subject's mentions in it. */
interface Stretch {
  topic: Topic;
  units: Unit[];
  first: Unit[];
  mentions: WordHit[];
}

export function severalClipsPlan(
  analysis: Analysis,
  intent: ClipIntent & { count: number },
  context: PlanContext,
): Plan {
  const seconds =
    intent.seconds ??
    (intent.social ? plannerDefaults.socialSeconds : intent.about ? undefined : plannerDefaults.clipSeconds);
  const stretches = intent.about ? subjectStretches(analysis, intent.about, context) : strongestStretches(analysis);
  // No topic holds the subject surely: the single clip's honest answer (or its several-subjects cut).
  if (stretches.length === 0) {
    const { count: _one, ...single } = intent;
    return clipPlan(analysis, single, context);
  }
  const clips = cutClips(analysis, stretches, intent.count, seconds).map((c, i, all) => ({
    ...c,
    title: intent.about ? `${capitalise(intent.about)}${all.length > 1 ? ` ${i + 1}` : ''}` : c.title,
  }));
  const stories: PlannedStory[] = clips.flatMap((c) => clipOf(analysis, intent, c.title, c.cut, seconds, []).stories);
  const lines = clips.map(
    (c, i) =>
      `${i + 1}. “${c.title}” (${formatClock(rangesDuration(analysis, c.cut.ranges))}), from topic ${c.topic.index + 1}, “${c.topic.label}”${seconds !== undefined && !c.cut.met && c.cut.duration < seconds ? ': all it holds' : ''}`,
  );
  const opening =
    clips.length === intent.count
      ? `Here are ${clips.length} clips, strongest first — switch between them under the player.`
      : clips.length === 1
        ? `${intent.about ? `Everything the footage says about ${intent.about}` : 'The footage'} fits one clip, not ${intent.count}: here it is.`
        : `The footage holds ${clips.length} clips${intent.about ? ` about ${intent.about}` : ''} that don’t overlap, not ${intent.count}: here they are, strongest first — switch between them under the player.`;
  return {
    intent: intent.social ? 'social_clips' : 'clips',
    reply: [opening, ...lines].join('\n'),
    stories,
  };
}

/** Each topic that holds the subject surely, most about it first; none when no topic does. */
function subjectStretches(analysis: Analysis, about: string, context: PlanContext): Stretch[] {
  const closeness = subjectCloseness(analysis, context.subjectMeaning);
  const wordCloseness = closeness && context.subjectWordMeanings?.map((m) => subjectCloseness(analysis, m)!);
  const sure = rankTopicsFor(analysis, subjectOf(about), closeness, wordCloseness).filter((m) => confidentMatch(m));
  return sure.map((match, k) => ({
    topic: analysis.topics[match.topic]!,
    units: usable(analysis.units.filter((u) => u.topic === match.topic)),
    first: subjectCandidates(analysis, sure.slice(k), closeness),
    mentions: match.hits,
  }));
}

/** Every topic, the one with the strongest line first; its first clip grows from that line. */
function strongestStretches(analysis: Analysis): Stretch[] {
  return analysis.topics
    .map((topic) => {
      const units = usable(analysis.units.filter((u) => u.topic === topic.index));
      return { topic, units, first: around(units), mentions: [] };
    })
    .filter((t) => t.units.length > 0)
    .sort((a, b) => strongest(b.units) - strongest(a.units));
}

const strongest = (units: readonly Unit[]) => Math.max(0, ...units.map((u) => u.quoteScore));

/**
 * One clip from each stretch in turn; then, while more are asked for, from the strongest run of
 * lines each has left that is as long as a clip (and, for a subject, mentions it).
 */
function cutClips(
  analysis: Analysis,
  stretches: readonly Stretch[],
  count: number,
  seconds: number | undefined,
): Clip[] {
  const taken = new Set<string>();
  const clips: Clip[] = [];
  const least = Math.max(leastClipSec, 0.9 * (seconds ?? 0));
  for (let round = 0; clips.length < count; round++) {
    const before = clips.length;
    for (const { topic, units, first, mentions } of stretches) {
      if (clips.length === count) break;
      const mentioned = (u: Unit) => mentions.some((h) => h.unit.id === u.id);
      const run =
        round === 0
          ? first.filter((u) => !taken.has(u.id))
          : runsOf(units, taken)
              .filter((r) => rangesDuration(analysis, r.map(unitRange)) >= least)
              .filter((r) => mentions.length === 0 || r.some(mentioned))
              .sort((a, b) => strongest(b) - strongest(a))
              .map((r) => around(r, r.findIndex(mentioned)))[0];
      if (!run?.length) continue;
      const cut = subjectCut(analysis, run, mentions, seconds);
      if (cut.duration < leastClipSec && clips.length > 0) continue;
      for (const u of cut.held) taken.add(u.id);
      clips.push({ title: capitalise(topic.label), topic, cut });
    }
    if (clips.length === before) break;
  }
  // Two clips from one topic are told apart by where they start in the footage.
  const repeated = (c: Clip) => clips.filter((o) => o.title === c.title).length > 1;
  return clips.map((c) =>
    repeated(c) ? { ...c, title: `${c.title} (${formatClock(c.cut.held[0]?.start ?? c.topic.start)})` } : c,
  );
}

/** Runs of neighbouring lines no earlier clip took. */
function runsOf(units: readonly Unit[], taken: ReadonlySet<string>): Unit[][] {
  const runs: Unit[][] = [[]];
  for (const u of units) {
    if (taken.has(u.id)) runs.push([]);
    else runs.at(-1)!.push(u);
  }
  return runs.filter((r) => r.length > 0);
}

/** A passage growing from one line (a mention, else the strongest) to its nearest neighbours. */
function around(run: readonly Unit[], from = -1): Unit[] {
  const anchor = from >= 0 ? from : run.reduce((best, u, i) => (u.quoteScore > run[best]!.quoteScore ? i : best), 0);
  return run
    .map((u, i) => ({ u, i }))
    .sort((a, b) => Math.abs(a.i - anchor) - Math.abs(b.i - anchor) || a.i - b.i)
    .map(({ u }) => u);
}
