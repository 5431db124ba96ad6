/**
 * What every model-backed engine (an HTTP chat API or a local GGUF model) shares: the prompt that
 * lists the analysed units, the JSON schema that lets the model answer only with their ids, and
 * the check of the answer. The model never supplies times: unknown ids are dropped, times the
 * model adds anyway are ignored, or, for a story that gives only times, repaired onto the units
 * they cover, and segments follow the cut rules.
 */
import { z } from 'zod';
import type { Segment } from '@otto/shared/container';
import type { Analysis, Unit } from '../analyse/analyse.types';
import { capitalise, formatClock } from '../analyse/text.fns';
import type { Plan, PlanContext, PlannedStory } from './assistant.types';
import { cutSegments, fitDuration, unitRange, type WordRange } from './cut-rules';
import { previousRanges } from './follow-ups';
import { parseDuration } from './prompt-numbers.fns';
import { story } from './planned-story.fns';

/** What the model may answer; extra fields (times, segments) are read only to be checked. */
const modelAnswer = z.object({
  reply: z.string().default(''),
  stories: z
    .array(
      z.object({
        title: z.string().default('Edit'),
        unitIds: z.array(z.string()).default([]),
        sourceId: z.string().optional(),
        start: z.number().optional(),
        end: z.number().optional(),
        segments: z.array(z.object({ sourceId: z.string().optional(), start: z.number(), end: z.number() })).optional(),
      }),
    )
    .default([]),
});

/** The answer's JSON schema: the HTTP API's `response_format`, and the local model's grammar. */
export function planSchema(unitIds: readonly string[]) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['reply', 'stories'],
    properties: {
      reply: {
        type: 'string',
        description: 'Text answer to the user (questions, titles, descriptions, or a short note on the edit).',
      },
      stories: {
        type: 'array',
        description: 'Edits: each a list of transcript unit ids in playing order. Empty for text-only answers.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'unitIds'],
          properties: {
            title: { type: 'string' },
            unitIds: { type: 'array', items: { type: 'string', enum: [...unitIds] } },
          },
        },
      },
    },
  } as const;
}

function transcriptListing(analysis: Analysis, context: PlanContext): string {
  const names = new Map(analysis.sources.map((s) => [s.sourceId, s.filename]));
  const topics = analysis.topics.map(
    (t) => `Topic ${t.index + 1}: ${t.label} (${t.keyPhrases.slice(0, 4).join(', ')})`,
  );
  const units = analysis.units.map(
    (u) =>
      `${u.id} [${names.get(u.sourceId)} ${formatClock(u.start)}-${formatClock(u.end)}, topic ${u.topic + 1}${u.retakeOf ? ', retake' : ''}${u.soundCheck ? ', microphone check' : ''}] ${u.text}`,
  );
  const prev = context.previous && previousRanges(analysis, context.previous.container, context.previous.storyIndex);
  const prevIds = prev ? unitsCovering(analysis, prev.ranges).map((u) => u.id) : [];
  return [
    `Project mode: ${context.mode}.`,
    ...topics,
    'Transcript units:',
    ...units,
    prevIds.length ? `The current edit plays units: ${prevIds.join(', ')}.` : 'There is no edit yet.',
  ].join('\n');
}

const systemPrompt = [
  'You are Otto, an assistant for video editors. You edit footage by choosing transcript units.',
  'Answer with JSON only: {"reply": string, "stories": [{"title": string, "unitIds": [unit ids]}]}.',
  'Use only the unit ids listed. Never give timestamps. Skip units marked retake or microphone check.',
  'Social media clips run 30-60 seconds unless asked; rough cuts keep story order.',
  'For questions or copywriting (titles, descriptions, blog posts) answer in "reply" with an empty "stories".',
].join('\n');

function unitsCovering(analysis: Analysis, ranges: readonly WordRange[]): Unit[] {
  return analysis.units.filter((u) =>
    ranges.some((r) => r.sourceId === u.sourceId && u.lastWord >= r.firstWord && u.firstWord <= r.lastWord),
  );
}

/** Units that a model-given time span covers at least half of (the repair for time-only picks). */
function unitsForSpan(analysis: Analysis, span: { sourceId?: string; start: number; end: number }): Unit[] {
  return analysis.units.filter((u) => {
    if (span.sourceId && span.sourceId !== u.sourceId) return false;
    const overlap = Math.min(u.end, span.end) - Math.max(u.start, span.start);
    return overlap > 0 && overlap >= (u.end - u.start) / 2;
  });
}

/** Segments in the model's order: consecutive units of one source stay one run. */
function segmentsInOrder(analysis: Analysis, units: readonly Unit[]): Segment[] {
  const runs: Unit[][] = [];
  for (const u of units) {
    const run = runs.at(-1);
    const prev = run?.at(-1);
    if (run && prev && prev.sourceId === u.sourceId && u.firstWord === prev.lastWord + 1) run.push(u);
    else runs.push([u]);
  }
  return runs.flatMap((run) => cutSegments(analysis, run.map(unitRange)));
}

export function checkModelAnswer(
  analysis: Analysis,
  raw: unknown,
  prompt: string,
): Plan & { dropped: number; repaired: number } {
  const answer = modelAnswer.parse(raw);
  const byId = new Map(analysis.units.map((u) => [u.id, u]));
  let dropped = 0;
  let repaired = 0;
  const stories: PlannedStory[] = [];
  const seconds = parseDuration(prompt);
  for (const s of answer.stories) {
    let units = [...new Set(s.unitIds)].flatMap((id) => {
      const unit = byId.get(id);
      if (!unit) dropped++;
      return unit ? [unit] : [];
    });
    const spans = [
      ...(s.segments ?? []),
      ...(s.start !== undefined && s.end !== undefined ? [{ sourceId: s.sourceId, start: s.start, end: s.end }] : []),
    ];
    if (units.length === 0 && spans.length > 0) {
      units = [...new Set(spans.flatMap((span) => unitsForSpan(analysis, span)))];
      repaired += spans.length;
    }
    if (units.length === 0) continue;
    let segments = segmentsInOrder(analysis, units);
    const total = segments.reduce((sum, x) => sum + x.end - x.start, 0);
    if (seconds !== undefined && total > seconds * 1.1) {
      // Models miscount seconds: trim to the asked length with the same rules as the planner.
      const fit = fitDuration(analysis, units, seconds);
      if (fit.met) segments = cutSegments(analysis, fit.ranges);
    }
    stories.push(story(capitalise(s.title.trim() || 'Edit'), segments));
  }
  const reply = answer.reply.trim() || undefined;
  return { intent: 'llm', reply, stories, dropped, repaired };
}

/** One request to a model: the same words and schema whichever way the model is reached. */
export interface ModelRequest {
  system: string;
  user: string;
  schema: ReturnType<typeof planSchema>;
}

export function modelRequest(prompt: string, analysis: Analysis, context: PlanContext): ModelRequest {
  return {
    system: systemPrompt,
    user: `${transcriptListing(analysis, context)}\n\nRequest: ${prompt}`,
    schema: planSchema(analysis.units.map((u) => u.id)),
  };
}

/** The model's text as JSON; chat models sometimes wrap it in a code fence. */
export function parseModelContent(content: string): unknown {
  return JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
}
