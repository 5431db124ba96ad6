/**
 * "Use a different clip": an edit as long as the targeted one (or as asked), made only of lines
 * that no edit of its message uses. A clip about a subject takes other lines of the topics it came
 * from, and only those: a take 2 of “Surfing” made of the footage's strongest lines would be
 * labelled as a subject it is not about. Highlights take the footage's strongest unused lines.
 * Where nothing is left, the reply says so.
 */
import type { Container } from '@otto/shared/container';
import type { Analysis, Unit } from '../analyse/analyse.types';
import { formatClock, spokenList } from '../analyse/text.fns';
import type { Plan, PlanContext } from './assistant.types';
import { clipOf, highlightsNote, topicsNote } from './clip-plan';
import { rangeTouches, type WordRange } from './cut-rules';
import { editPieces, piecesToSegments, segmentsDuration } from './edit-pieces.fns';
import type { AlternativeIntent } from './alternative.fns';
import { previousRanges } from './follow-ups';
import { subjectCut } from './subject-cut';
import { byQuote, usable } from './units.fns';

/** Below this share of the length asked, the unused lines are too few for a real alternative. */
const enoughShare = 0.5;

export function alternativePlan(
  analysis: Analysis,
  intent: AlternativeIntent,
  context: PlanContext,
  fresh: () => Plan,
): Plan {
  const previous = context.previous;
  const target = previous && previousRanges(analysis, previous.container, previous.storyIndex);
  // "Make a new clip" with nothing on screen is a clip.
  if (!previous || !target || target.ranges.length === 0) return fresh();
  // Every edit of the message (three clips side by side): an alternative repeats none of them,
  // nor, while enough is left, the takes before it ("Flying", "Flying (take 2)", …).
  const rangesOf = (container: Container) =>
    container.stories.flatMap((s) => previousRanges(analysis, container, s.index)?.ranges ?? []);
  const used = rangesOf(previous.container);
  const takes = (context.earlier ?? []).filter((c) => c.stories.some((s) => sameTake(s.title, target.title)));
  const pieces = editPieces(analysis, target.ranges);
  const seconds = intent.seconds ?? Math.round(segmentsDuration(piecesToSegments(analysis, pieces)));
  const topics = new Set(pieces.flatMap((p) => (p.unit ? [p.unit.topic] : [])));
  const social = /^social clip\b/i.test(target.title) || context.mode === 'social_media';
  const [only] = topics.size === 1 ? topics : [];
  const onSubject = aboutSubject(target.title) && analysis.topics.length > 1;
  const choose = (excluded: readonly WordRange[]) => {
    const unused = usable(analysis.units).filter((u) => !excluded.some((r) => rangeTouches(r, u)));
    const sameTopic = unused.filter((u) => (onSubject ? topics.has(u.topic) : u.topic === only) && u.quoteScore > 0);
    const fromTopic = onSubject || lengthOf(sameTopic) >= seconds * enoughShare;
    const candidates = fromTopic ? byQuote(sameTopic) : byQuote(unused).filter((u) => u.quoteScore > 0);
    return { fromTopic, candidates };
  };
  // An earlier take's lines come back only where the topic has too little else (on topic beats new).
  const plain = choose(used);
  const fresher = takes.length ? choose([...used, ...takes.flatMap(rangesOf)]) : plain;
  const { fromTopic, candidates } =
    fresher.fromTopic || (!plain.fromTopic && lengthOf(fresher.candidates) >= seconds * enoughShare) ? fresher : plain;
  const topic = only === undefined ? undefined : analysis.topics[only];
  const tooLittle = lengthOf(candidates) < seconds * enoughShare && candidates.length < 2;
  if (onSubject && tooLittle) return nothingLeftOnSubject(analysis, target.title, topics, lengthOf(candidates));
  if (tooLittle)
    return {
      intent: 'alternative',
      reply: `Every strong line of the footage is already in “${target.title}”${previous.container.stories.length > 1 ? ' or the edits beside it' : ''}, so there is no different clip to make. Ask me for a longer version, or for a clip about another subject.`,
      stories: [],
    };
  const cut = subjectCut(analysis, candidates, [], seconds, fromTopic);
  const title = nextTake(target.title);
  const plan = clipOf(analysis, { kind: 'clip', social, seconds }, title, cut, undefined, []);
  const lead = `Here is a different clip of ${formatClock(cut.duration)}: none of its lines are in “${target.title}”.`;
  const whence = fromTopic ? topicsNote(analysis, cut.held) : highlightsNote(analysis, cut.held);
  const moved =
    topic && !fromTopic
      ? `Topic ${topic.index + 1}, “${topic.label}”, has too little left that “${target.title}” does not use, so it takes the strongest unused lines of the footage.`
      : '';
  const short =
    !cut.met && cut.duration < seconds * 0.9
      ? `That is all the unused material ${onSubject ? `on ${topicNames(analysis, topics)}` : 'there is'}, short of ${formatClock(seconds)}.`
      : '';
  return { ...plan, intent: 'alternative', reply: [lead, moved, whence, short].filter(Boolean).join(' ') };
}

/** The clip's topics have (almost) nothing left: another clip "about" it would be about something else. */
function nothingLeftOnSubject(analysis: Analysis, title: string, topics: ReadonlySet<number>, left: number): Plan {
  const own = topicNames(analysis, topics);
  const others = analysis.topics.filter((t) => !topics.has(t.index));
  const what =
    left > 0
      ? `${own} ${topics.size > 1 ? 'have' : 'has'} only ${formatClock(left)} left that “${title}” does not use`
      : `Every strong line of ${own} is already in “${title}”`;
  return {
    intent: 'alternative',
    reply: `${what}, so a different “${takeOf(title)}” clip would be about something else. Ask me for a clip about another subject.`,
    stories: [],
    suggestions: others.slice(0, 3).map((t) => `Make a clip about ${t.label}`),
  };
}

/** “sauce and flour” and “reader”. */
const topicNames = (analysis: Analysis, topics: ReadonlySet<number>) =>
  spokenList([...topics].map((t) => `“${analysis.topics[t]!.label}”`));

/** Generic edits ("Highlights", "Social clip", "Rough cut", "Clean cut") name no subject; a clip's own title does. */
const aboutSubject = (title: string) => !/^(?:highlights|social clip|rough cut|clean cut)$/i.test(takeOf(title));

/** "Flying" → "Flying (take 2)" → "Flying (take 3)"; a length in the title goes ("Rough cut (5:02)"). */
function nextTake(title: string): string {
  const take = / \(take (\d+)\)$/.exec(withoutLength(title));
  return `${takeOf(title)} (take ${take ? Number(take[1]) + 1 : 2})`;
}

/** "Rough cut (5:02)" → "Rough cut". */
const withoutLength = (title: string) => title.replace(/\s*\(\d+:\d{2}(:\d{2})?\)$/, '');

/** "Flying (take 3)" → "Flying"; "Rough cut (5:02)" → "Rough cut". */
const takeOf = (title: string) => withoutLength(title).replace(/ \(take \d+\)$/, '');

/** Whether two titles are takes of one clip ("Flying", "Flying (take 2)"). */
const sameTake = (a: string, b: string) => takeOf(a) === takeOf(b);

const lengthOf = (units: readonly Unit[]) => units.reduce((sum, u) => sum + u.end - u.start, 0);
