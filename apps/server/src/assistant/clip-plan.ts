/**
 * A clip: about a subject, cut from the topic that says it (see subject-passage.fns and
 * subject-cut.ts), or the footage's strongest lines when no subject is named. A social clip opens
 * on its strongest line, and the reply says which topic the clip comes from and where a length
 * fell short.
 */
import type { Segment } from '@otto/shared/container';
import type { Analysis, Topic, Unit } from '../analyse/analyse.types';
import { capitalise, formatClock, spokenList } from '../analyse/text.fns';
import type { Plan, PlanContext } from './assistant.types';
import { cutSegments, type CutOptions, type WordRange } from './cut-rules';
import type { Intent } from './intent.fns';
import { confidentMatch, nearestUnconfirmed, rankTopicsFor, subjectOf } from './matching.fns';
import { noMatchPlan } from './no-match-plan';
import { story } from './planned-story.fns';
import { plannerDefaults } from './planner-defaults';
import { severalSubjectsCut, subjectParts } from './several-subjects';
import { nearestInMeaning, subjectCloseness } from './subject-meaning.fns';
import { subjectCandidates } from './subject-passage.fns';
import { subjectCut, type SubjectCut } from './subject-cut';
import { toneNote } from './tone.fns';
import { byQuote, usable } from './units.fns';

export type ClipIntent = Extract<Intent, { kind: 'clip' }>;

/** Chronological segments, with the segment holding `hook` moved to the front. */
function hookFirst(analysis: Analysis, ranges: WordRange[], hook: Unit | undefined, opts: CutOptions): Segment[] {
  const segments = cutSegments(analysis, ranges, opts);
  if (!hook) return segments;
  const at = segments.findIndex(
    (s) => s.sourceId === hook.sourceId && s.start <= hook.start + 1e-6 && s.end >= hook.start,
  );
  if (at <= 0) return segments;
  return [segments[at]!, ...segments.slice(0, at), ...segments.slice(at + 1)];
}

export function clipPlan(analysis: Analysis, intent: ClipIntent, context: PlanContext): Plan {
  const seconds =
    intent.seconds ??
    (intent.social ? plannerDefaults.socialSeconds : intent.about ? undefined : plannerDefaults.clipSeconds);
  const subject = intent.about ? subjectOf(intent.about) : undefined;
  const closeness = subjectCloseness(analysis, context.subjectMeaning);
  const wordCloseness = closeness && context.subjectWordMeanings?.map((m) => subjectCloseness(analysis, m)!);
  const matched = subject ? rankTopicsFor(analysis, subject, closeness, wordCloseness) : [];
  if (subject && !confidentMatch(matched[0])) {
    // No topic holds several subjects together: each is cut from where it is talked about.
    const parts = subjectParts(intent.about!);
    const several = parts.length > 1 && severalSubjectsCut(analysis, parts, seconds, context.subjectPartMeanings);
    if (several) return clipOf(analysis, intent, several.title, several, seconds, several.notes);
    const inPassing = matched.flatMap((m) => m.hits.filter((h) => h.passing));
    const inMeaning = nearestInMeaning(analysis, closeness, wordCloseness);
    const nearest =
      nearestUnconfirmed(matched) ??
      (inMeaning !== undefined ? { topic: inMeaning, score: 0, evidence: 0, hits: [] } : undefined);
    return noMatchPlan(analysis, intent, subject, seconds, nearest, inPassing);
  }
  if (matched.length === 0) {
    const highlights = byQuote(usable(analysis.units)).filter((u) => u.quoteScore > 0);
    const cut = subjectCut(analysis, highlights, [], seconds, false);
    return clipOf(analysis, intent, intent.social ? 'Social clip' : 'Highlights', cut, seconds, [
      intent.tone ? toneNote(intent.tone) : '',
      highlightsNote(analysis, cut.held),
    ]);
  }
  // A subject's material is a passage from where it is said.
  const candidates = subjectCandidates(analysis, matched, closeness);
  const cut = subjectCut(analysis, candidates, matched[0]!.hits, seconds);
  const title = capitalise(intent.about ?? analysis.topics[matched[0]!.topic]!.label);
  return clipOf(analysis, intent, title, cut, seconds, [topicsNote(analysis, cut.held)]);
}

/** The clip of a cut: a social clip opens on its hook, and the reply says where a length fell short. */
export function clipOf(
  analysis: Analysis,
  intent: ClipIntent,
  title: string,
  cut: SubjectCut,
  seconds: number | undefined,
  notes: string[],
): Plan {
  if (seconds !== undefined && !cut.met && cut.duration < seconds)
    notes.push(
      `There is ${formatClock(cut.duration)} of usable material for this, short of the ${formatClock(seconds)} ${intent.seconds !== undefined ? 'you asked for' : intent.social ? 'a social clip usually runs' : 'a clip usually runs'}.`,
    );
  // The hook is the most salient line the cut holds (never a filler or repeated line: those score 0).
  const hook = intent.social || intent.hook ? byQuote(cut.picked).find((u) => u.quoteScore > 0) : undefined;
  return {
    intent: intent.social ? 'social_clip' : 'clip',
    reply: notes.filter(Boolean).join(' ') || undefined,
    stories: [story(title, hookFirst(analysis, cut.ranges, hook, {}))],
  };
}

/**
 * Which topic a subject clip comes from, as the lines it took say: the one most of its speech is
 * from, and any other it borrowed lines from (a subject named on the last line of the topic
 * before it).
 */
export function topicsNote(analysis: Analysis, lines: readonly Unit[]): string {
  const seconds = new Map<number, number>();
  for (const u of lines) seconds.set(u.topic, (seconds.get(u.topic) ?? 0) + u.end - u.start);
  const [main, ...others] = [...seconds].sort((a, b) => b[1] - a[1]).map(([t]) => analysis.topics[t]!);
  if (!main) return '';
  const where = (t: Topic) => `topic ${t.index + 1}, “${t.label}” (${formatClock(t.start)}–${formatClock(t.end)})`;
  if (others.length === 0) return `This clip stays on ${where(main)}.`;
  const borrowed = others.map((t) => {
    const n = lines.filter((u) => u.topic === t.index).length;
    return `${n === 1 ? 'one line' : `${n} lines`} from ${where(t)}`;
  });
  return `This clip comes from ${where(main)}, with ${borrowed.join(' and ')}.`;
}

/** Which topics a clip of the footage's strongest lines draws on. */
export function highlightsNote(analysis: Analysis, lines: readonly Unit[]): string {
  const topics = [...new Set(lines.map((u) => u.topic))].sort((x, y) => x - y).map((t) => analysis.topics[t]!);
  if (topics.length === 0) return '';
  if (topics.length === 1)
    return `This clip takes the strongest lines of topic ${topics[0]!.index + 1}, “${topics[0]!.label}”.`;
  return `This clip takes the strongest lines of ${topics.length} topics: ${spokenList(topics.map((t) => `“${t.label}”`))}.`;
}
