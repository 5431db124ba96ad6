/**
 * The deterministic assistant engine: prompt → intent → plan over analysed units. Edits are
 * built from the transcript's own sentences, so they stay useful on noisy recogniser output.
 */
import type { Analysis, Topic } from '../analyse/analyse.types';
import { embedSentencesOrNone } from '../analyse/sentence-meaning';
import { capitalise, formatClock, spokenList } from '../analyse/text.fns';
import type { AssistantEngine, Plan, PlanContext, PlannedStory } from './assistant.types';
import { cutSegments, fitDuration, unitRange } from './cut-rules';
import { parseIntent, type Intent } from './intent.fns';
import { subjectOf } from './matching.fns';
import { byQuote, usable } from './units.fns';
import { answerQuestion, bestLines, writeText } from './replies.fns';
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
import { roughCutPlan } from './rough-cut';
import { story } from './planned-story.fns';

export { story };
export { plannerDefaults };

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
      return roughCutPlan(analysis, intent.seconds, intent.parts);
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
