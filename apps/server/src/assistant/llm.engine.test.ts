import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { readingsWords, sourceOf } from '../analyse/analyse.test-support';
import { asEdit } from './edits.test-support';
import { createLlmEngine } from './llm.engine';
import { startChatServer, type ChatRequest } from './llm.test-server';

const ID = '66666666-6666-4666-8666-666666666666';
let analysis: Analysis;
let next: (req: ChatRequest) => { status?: number; content: string };
let server: Awaited<ReturnType<typeof startChatServer>>;

beforeAll(async () => {
  analysis = analyseTranscripts([
    sourceOf(ID, await readingsWords(), { filename: 'readings.wav', rate: { num: 25, den: 1 } }),
  ]);
  server = await startChatServer((req) => next(req));
});
afterAll(() => server.close());

const engine = () => createLlmEngine({ baseUrl: server.baseUrl, model: 'test-model', apiKey: 'sk-test' });
const insideAWord = (t: number) => analysis.sources[0]!.words.some((w) => t > w.start + 1e-6 && t < w.end - 1e-6);

describe('llm engine', () => {
  it('asks for JSON restricted to the analysed unit ids and sends the transcript units', async () => {
    next = () => ({ content: JSON.stringify({ reply: 'It is about a wizard.', stories: [] }) });
    const plan = await engine().plan('What is this about?', analysis, { mode: 'standard' });
    expect(plan.reply).toBe('It is about a wizard.');
    const req = server.requests.at(-1)!;
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body.model).toBe('test-model');
    expect(req.body.response_format?.type).toBe('json_schema');
    const schema = req.body.response_format!.json_schema!.schema as {
      properties: { stories: { items: { properties: { unitIds: { items: { enum: string[] } } } } } };
    };
    expect(schema.properties.stories.items.properties.unitIds.items.enum).toEqual(analysis.units.map((u) => u.id));
    expect(req.body.messages.at(-1)!.content).toContain(`u1 [readings.wav`);
    expect(req.body.messages.at(-1)!.content).toContain('Request: What is this about?');
  });

  it('drops invented unit ids and ignores the times a model adds; cuts follow the word gaps', async () => {
    const [a, b] = [analysis.units[2]!, analysis.units[5]!];
    next = () => ({
      content: JSON.stringify({
        reply: 'Two strong lines.',
        stories: [{ title: 'picks', unitIds: [b.id, 'u999', a.id, 'made-up'], start: 1.234, end: 99.9 }],
      }),
    });
    const plan = await engine().plan('Give me the best two lines', analysis, { mode: 'standard' });
    expect(plan.stories).toHaveLength(1);
    const segments = plan.stories[0]!.segments;
    // The model's order is kept; only real units, at their own word boundaries.
    expect(segments.map((s) => s.text)).toEqual([b.text, a.text]);
    for (const s of segments) {
      expect(insideAWord(s.start)).toBe(false);
      expect(insideAWord(s.end)).toBe(false);
      expect(s.start).not.toBe(1.234);
    }
  });

  it('repairs a story that gives only times onto the units those times cover', async () => {
    const u = analysis.units[3]!;
    next = () => ({
      content: JSON.stringify({
        reply: '',
        stories: [{ title: 'by time', unitIds: [], start: u.start + 0.07, end: u.end - 0.05 }],
      }),
    });
    const plan = await engine().plan('Cut that line', analysis, { mode: 'standard' });
    expect(plan.stories[0]!.segments.map((s) => s.text)).toEqual([u.text]);
    expect(plan.stories[0]!.segments[0]!.start).toBeLessThanOrEqual(u.start);
    expect(insideAWord(plan.stories[0]!.segments[0]!.start)).toBe(false);
  });

  it('drops a story with nothing real in it, and fails loudly on an API error', async () => {
    next = () => ({
      content: JSON.stringify({ reply: 'Here you go', stories: [{ title: 'ghost', unitIds: ['u404'] }] }),
    });
    const plan = await engine().plan('Cut something', analysis, { mode: 'standard' });
    expect(plan.stories).toEqual([]);
    expect(plan.reply).toBe('Here you go');
    next = () => ({ status: 500, content: 'model crashed' });
    await expect(engine().plan('Cut something', analysis, { mode: 'standard' })).rejects.toThrow(/500/);
  });

  it('leaves a change to the edit on screen to the planner, whose reply says exactly what changed', async () => {
    const [a, b, c] = [analysis.units[2]!, analysis.units[5]!, analysis.units[8]!];
    next = () => ({
      content: JSON.stringify({ reply: 'Three lines.', stories: [{ title: 'Picks', unitIds: [a.id, b.id, c.id] }] }),
    });
    const first = await engine().plan('Give me three strong lines', analysis, { mode: 'standard' });
    const asked = server.requests.length;
    next = () => ({ content: JSON.stringify({ reply: 'I made it much shorter!', stories: [] }) });
    const previous = asEdit(first.stories[0]!);
    const shorter = await engine().plan('Make it shorter', analysis, { mode: 'standard', previous });
    expect(server.requests.length).toBe(asked);
    expect(shorter.answeredBy).toBe('planner');
    expect(shorter.reply).toMatch(/^I made “Picks” shorter: from \d+:\d\d to \d+:\d\d/);
    const length = (p: typeof shorter) => p.stories[0]!.segments.reduce((sum, s) => sum + s.end - s.start, 0);
    expect(length(shorter)).toBeLessThan(length(first));
    // A new edit, even with one on screen, is the model's to pick.
    await engine().plan('Make a clip about the wizard', analysis, { mode: 'standard', previous });
    expect(server.requests.length).toBe(asked + 1);
  });
});
