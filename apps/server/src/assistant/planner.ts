/**
 * The deterministic assistant engine: prompt → intent → plan over analysed units. Edits are
 * built from the transcript's own sentences, so they stay useful on noisy recogniser output.
 */
import type { Chapter, Segment } from '@otto/shared/container';
import type { Analysis, Topic, Unit } from '../analyse/analyse.types';
import { embedSentencesOrNone } from '../analyse/sentence-meaning';
import { capitalise, formatClock, spokenList } from '../analyse/text.fns';
import type { AssistantEngine, Plan, PlanContext, PlannedStory } from './assistant.types';
import { cutSegments, fitDuration, normaliseRanges, unitRange, type CutOptions } from './cut-rules';
import { parseIntent, type Intent } from './intent.fns';
import { subjectOf } from './matching.fns';
import { byQuote, usable } from './units.fns';
import { answerQuestion, bestLines, writeText } from './replies.fns';
import { editPieces } from './edit-pieces.fns';
import { describeClean } from './follow-ups';
import { followUpPlan, stepsPlan, type FreshPlans } from './follow-up-plan';
import { spanPlan } from './span-clip';
import { editSummary, smallTalkReply } from './edit-summary';
import { withStoryNamed } from './story-named.fns';
import { newClipNotes, outsideReply } from './outside-asks';
import { clipPlan } from './clip-plan';
import { alternativePlan } from './alternative';
import { shortFormPlan } from './short-form';
import { severalClipsPlan } from './several-clips';
import { plannerDefaults } from './planner-defaults';
import { subjectParts } from './several-subjects';
import { placeOf } from './source-times.fns';
import { outlineOf, outlineText } from './story-card.fns';
import { resizeOutline } from './resize-part';
import type { EditPart, ResizeIntent } from './resize-request.fns';
import { story, totalDuration } from './planned-story.fns';

export { story };
export { plannerDefaults };

/** Where a topic's units lie in one source; a topic may reach across a source boundary. */
interface TopicSpan {
  topic: Topic;
  sourceId: string;
  start: number;
  end: number;
}

function topicSpans(analysis: Analysis): TopicSpan[] {
  const spans = new Map<string, TopicSpan>();
  for (const unit of analysis.units) {
    const topic = analysis.topics[unit.topic];
    if (!topic) continue;
    const key = `${topic.index}:${unit.sourceId}`;
    const span = spans.get(key);
    if (!span) spans.set(key, { topic, sourceId: unit.sourceId, start: unit.start, end: unit.end });
    else Object.assign(span, { start: Math.min(span.start, unit.start), end: Math.max(span.end, unit.end) });
  }
  return [...spans.values()];
}

/**
 * The outline beats a cut passes through: a segment belongs to the topic whose span holds its
 * midpoint (or the nearest one; on a shared boundary, the later, as spans are half-open), and a run of
 * segments on one topic is one chapter.
 */
export function topicChapters(analysis: Analysis, segments: readonly Segment[]): Chapter[] {
  const spans = topicSpans(analysis);
  const chapters: Chapter[] = [];
  let current: number | undefined;
  segments.forEach((segment, i) => {
    const mid = (segment.start + segment.end) / 2;
    const away = (span: TopicSpan) => Math.max(0, span.start - mid, mid - span.end);
    const topic = spans
      .filter((span) => span.sourceId === segment.sourceId)
      .sort((a, b) => away(a) - away(b) || b.start - a.start)[0]?.topic;
    if (!topic || topic.index === current) return;
    current = topic.index;
    chapters.push({ title: capitalise(topic.label), firstSegment: i });
  });
  // A segment on no known topic joins the chapter before it; the first chapter opens the story.
  if (chapters[0]) chapters[0].firstSegment = 0;
  return chapters;
}

/** A beat shorter than this is a greeting or an aside, not a chapter an editor would mark. */
export const MIN_CHAPTER_SEC = 5;

/**
 * Folds chapters shorter than `minSec` into the one before (the first into the one after), so the
 * outline names only beats that hold something; a cut too short for any keeps its first chapter.
 */
export function foldShortChapters(
  chapters: readonly Chapter[],
  segments: readonly Segment[],
  minSec = MIN_CHAPTER_SEC,
) {
  const length = (from: number, to: number) => segments.slice(from, to).reduce((sum, s) => sum + (s.end - s.start), 0);
  const kept: Chapter[] = [];
  chapters.forEach((chapter, i) => {
    const end = chapters[i + 1]?.firstSegment ?? segments.length;
    if (length(chapter.firstSegment, end) >= minSec) kept.push({ ...chapter });
  });
  if (kept.length === 0) return chapters.slice(0, 1).map((c) => ({ ...c, firstSegment: 0 }));
  kept[0]!.firstSegment = 0;
  // Neighbours that now share a title (a short aside between two runs of one topic) become one.
  return kept.filter((c, i) => i === 0 || c.title !== kept[i - 1]!.title);
}

function topicStory(
  analysis: Analysis,
  topics: Topic[],
  seconds: number | undefined,
): { story: PlannedStory; note?: string } {
  const units = usable(analysis.units.filter((u) => topics.some((t) => t.index === u.topic)));
  const title = topics.map((t) => capitalise(t.label)).join(' + ');
  if (seconds === undefined) return { story: story(title, cutSegments(analysis, units.map(unitRange))) };
  const fit = fitDuration(analysis, byQuote(units), seconds);
  const note = fit.met
    ? undefined
    : `The topic${topics.length > 1 ? 's hold' : ' holds'} ${formatClock(fit.duration)} of usable material, so this runs ${formatClock(fit.duration)} instead of ${formatClock(seconds)}.`;
  return { story: story(title, cutSegments(analysis, fit.ranges)), note };
}

/** One unit of each topic in turn, best first, so a shortened cut still tells every part. */
function interleaveTopics(analysis: Analysis): Unit[] {
  const lists = analysis.topics.map((t) => byQuote(usable(analysis.units.filter((u) => u.topic === t.index))));
  const out: Unit[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (l[i]) out.push(l[i]!);
  return out;
}

/**
 * A rough cut starts as its story card: the chaptered outline, in story order, without retakes,
 * fillers and long pauses; the cut itself is made when the editor approves the outline.
 */
function roughCutPlan(
  analysis: Analysis,
  seconds: number | undefined,
  part: (ResizeIntent & { part: EditPart }) | undefined,
): Plan {
  const [min, max] = plannerDefaults.roughCutRange;
  const target = Math.min(max, Math.max(min, seconds ?? plannerDefaults.roughCutSeconds));
  const opts: CutOptions = { dropFillers: true, removePauses: true };
  const all = usable(analysis.units);
  let ranges = all.map(unitRange);
  const whole = cutSegments(analysis, ranges, opts);
  const notes: string[] = [];
  if (totalDuration(whole) > target * 1.1)
    ranges = fitDuration(analysis, interleaveTopics(analysis), target, opts).ranges;
  else if (totalDuration(whole) < target * 0.9)
    notes.push(
      `Without retakes, fillers and long pauses the footage holds ${formatClock(totalDuration(whole))}, so the rough cut is that long rather than ${formatClock(target)}.`,
    );
  const segments = cutSegments(analysis, ranges, opts);
  // The story card: the outline the cut follows, a beat per chapter.
  const chapters = foldShortChapters(topicChapters(analysis, segments), segments);
  const outline = outlineOf(segments, chapters.length > 0 ? chapters : [{ title: 'Rough cut', firstSegment: 0 }]);
  // "With a shorter intro": that part of the outline changes as it would in the cut.
  const resized = part && resizeOutline(analysis, part, outline);
  const card = resized?.chapters ?? outline;
  if (resized) notes.push(resized.change ?? resized.said);
  const retakes = analysis.units.filter((u) => u.retakeOf);
  const cleaned = describeClean(analysis, editPieces(analysis, normaliseRanges(analysis, ranges)));
  const removed = [
    retakes.length > 0
      ? `${retakes.length} retake${retakes.length === 1 ? '' : 's'} (${retakes
          .slice(0, 6)
          .map(
            (u) =>
              `${placeOf(analysis, { sourceId: u.sourceId, at: u.start })} “${u.text.split(/\s+/).slice(0, 6).join(' ')}”`,
          )
          .join(', ')})`
      : '',
    cleaned ?? '',
  ].filter(Boolean);
  return {
    intent: 'rough_cut',
    reply: [
      `Here is the story outline for a ${formatClock(card.reduce((sum, c) => sum + c.duration, 0))} rough cut of the footage, in story order:`,
      outlineText(card),
      removed.length
        ? `It leaves out ${removed.join(' and ')}.`
        : 'There were no retakes, fillers or long pauses to leave out.',
      ...notes,
      'Reorder, drop or rename chapters, then approve the outline and I will cut it.',
    ].join('\n'),
    stories: [],
    storyCard: { chapters: card },
  };
}

function topicsPlan(analysis: Analysis, intent: Extract<Intent, { kind: 'topics' }>): Plan {
  const missing = intent.topics.filter((n) => n > analysis.topics.length);
  if (analysis.topics.length === 0)
    return { intent: 'topics', reply: 'I found no speech to build topics from in this footage.', stories: [] };
  if (missing.length > 0) {
    const list = analysis.topics.map((t) => `${t.index + 1}. ${capitalise(t.label)}`).join('\n');
    return {
      intent: 'topics',
      reply: `This footage has ${analysis.topics.length} topics:\n${list}\nWhich one should I cut?`,
      stories: [],
    };
  }
  const topics = intent.topics.map((n) => analysis.topics[n - 1]!);
  const parts = intent.combine ? [topics] : topics.map((t) => [t]);
  const built = parts.map((p) => topicStory(analysis, p, intent.seconds));
  const notes = built.map((b) => b.note).filter(Boolean);
  const named = (t: Topic) => `topic ${t.index + 1}, “${t.label}” (${formatClock(t.start)}–${formatClock(t.end)})`;
  const intro = !intent.combine
    ? `Here are topics ${spokenList(intent.topics.map(String))} as separate edits — switch between them under the player.`
    : topics.length === 1
      ? `This edit is ${named(topics[0]!)}.`
      : `This edit joins ${spokenList(topics.map(named))}.`;
  return {
    intent: 'topics',
    reply: [intro, ...notes].filter(Boolean).join(' ') || undefined,
    stories: built.map((b) => b.story),
  };
}

export const noFootageReply =
  'There is no footage in this project yet. Import a video or audio file with the import card (or drop it into the chat), and I will cut from it as soon as it is processed.';

export function planPrompt(prompt: string, analysis: Analysis, asked: PlanContext): Plan {
  // "Make the second one shorter", after three clips: that clip is the one changed.
  const context = withStoryNamed(prompt, asked);
  const intent = parseIntent(prompt, context.mode);
  // A hook asked of no edit yet opens a fresh social clip.
  const fresh: FreshPlans = {
    clip: () => clipPlan(analysis, { kind: 'clip', social: true }, context),
    about: (subject) => clipPlan(analysis, { kind: 'clip', about: subject, social: false }, context),
    roughCut: (seconds) => roughCutPlan(analysis, seconds, undefined),
  };
  if (analysis.units.length === 0) {
    return {
      intent: intent.kind,
      // No imported file yet is not the same as files without speech: say what to do next.
      reply:
        analysis.sources.length === 0
          ? noFootageReply
          : 'I could not find any speech in this footage, so I have nothing to cut from yet.',
      stories: [],
    };
  }
  switch (intent.kind) {
    case 'question':
      return {
        intent: `question_${intent.question}`,
        reply:
          intent.question === 'edit'
            ? editSummary(context)
            : intent.question === 'small_talk'
              ? smallTalkReply(prompt, context)
              : answerQuestion(analysis, intent.question, intent.query),
        stories: [],
      };
    case 'text':
      return {
        intent: intent.text,
        reply: writeText(analysis, intent.text, intent.platform, intent.count),
        stories: [],
      };
    case 'rough_cut':
      return roughCutPlan(analysis, intent.seconds, intent.part);
    case 'span':
      // "Give me the first 30 seconds", said of no file while an edit is on screen: that much of the edit.
      if (!intent.ofFootage && context.previous)
        return followUpPlan(
          analysis,
          intent.fromEnd
            ? { kind: 'trim', at: 'start', seconds: intent.from, keep: true }
            : { kind: 'trim', at: 'end', seconds: intent.to!, keep: true },
          context,
          fresh,
        );
      return spanPlan(analysis, intent, prompt);
    case 'topics':
      return topicsPlan(analysis, {
        ...intent,
        seconds: intent.seconds ?? (/\bshort\b/i.test(prompt) ? plannerDefaults.shortSeconds : undefined),
      });
    case 'hook':
    case 'clean':
    case 'resize':
    case 'drop':
    case 'keep':
    case 'lines':
    case 'move':
    case 'trim':
    case 'add':
    case 'chapter':
      return followUpPlan(analysis, intent, context, fresh);
    case 'steps': {
      const plan = stepsPlan(analysis, intent.steps, context, fresh);
      const elsewhere = (intent.outside ?? []).map((ask) => outsideReply(ask, context));
      return elsewhere.length ? { ...plan, reply: [plan.reply, ...elsewhere].join('\n') } : plan;
    }
    case 'alternative':
      return alternativePlan(analysis, intent, context, fresh.clip);
    case 'short':
      return shortFormPlan(intent, context, {
        change: (resize) => followUpPlan(analysis, resize, context, fresh),
        clip: (seconds) => clipPlan(analysis, { kind: 'clip', seconds, social: true, hook: true }, context),
      });
    case 'outside':
      return {
        intent: `outside_${intent.ask}`,
        reply: [intent.ask, ...(intent.also ?? [])].map((ask) => outsideReply(ask, context)).join('\n'),
        stories: [],
      };
    case 'clip': {
      const plan = intent.count
        ? severalClipsPlan(analysis, { ...intent, count: intent.count }, context)
        : clipPlan(analysis, intent, context);
      // "Export the sailing part", "a vertical clip with captions": the clip, and where the rest is done.
      if (!intent.outside || plan.stories.length === 0) return plan;
      const notes = newClipNotes(
        intent.outside,
        plan.stories.map((s) => s.title),
        context.mode,
      );
      return { ...plan, reply: [plan.reply, ...notes].filter(Boolean).join(plan.reply?.includes('\n') ? '\n' : ' ') };
    }
  }
}

export { bestLines };

export function createPlannerEngine(): AssistantEngine {
  return {
    name: 'planner',
    plan: async (prompt, analysis, context) =>
      planPrompt(prompt, analysis, { ...context, ...(await subjectMeaningFor(prompt, analysis, context)) }),
  };
}

/**
 * What a clip request's subject means (sentence-meaning.ts), when the footage's lines have meaning
 * to match it against; nothing otherwise, or when the model fails (the words still match).
 */
async function subjectMeaningFor(
  prompt: string,
  analysis: Analysis,
  context: PlanContext,
): Promise<Pick<PlanContext, 'subjectMeaning' | 'subjectWordMeanings' | 'subjectPartMeanings'>> {
  const intent = parseIntent(prompt, context.mode);
  // A clip's subject, or the part about a subject added to an edit or kept of it.
  if (
    (intent.kind !== 'clip' && intent.kind !== 'add' && intent.kind !== 'keep') ||
    !intent.about ||
    !analysis.unitMeaning ||
    context.subjectMeaning
  )
    return {};
  const words = subjectOf(intent.about).words;
  const several = words.length > 1 ? words : [];
  const parts = subjectParts(intent.about);
  const each = parts.length > 1 ? parts : [];
  const meanings = await embedSentencesOrNone([intent.about, ...several, ...each], quietLogger);
  if (!meanings?.[0]) return {};
  return {
    subjectMeaning: meanings[0],
    ...(several.length ? { subjectWordMeanings: meanings.slice(1, 1 + several.length) } : {}),
    ...(each.length ? { subjectPartMeanings: meanings.slice(1 + several.length) } : {}),
  };
}

/** The analysis that loaded the model has already logged it failing. */
const quietLogger = { warn: () => undefined };
