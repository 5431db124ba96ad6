import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { readingsWords, sourceOf } from '../analyse/analyse.test-support';
import { makeTempDir } from '../transcribe/transcribe.test-support';
import { modelRequest } from './llm-prompt';
import { localModelTransport, unloadLocalModels, type LocalModelOptions } from './local-model';
import { createLocalEngine, plannerStandInNote, type LocalEngineOptions } from './local.engine';
import { writeTinyLlama } from './tiny-llama.test-support';

let analysis: Analysis;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let modelPath: string;

beforeAll(async () => {
  analysis = analyseTranscripts([
    sourceOf('77777777-7777-4777-8777-777777777777', await readingsWords(), { filename: 'readings.wav' }),
  ]);
  temp = await makeTempDir('otto-local-llm-');
  modelPath = await writeTinyLlama(join(temp.dir, 'tiny-llama.gguf'));
});
afterAll(async () => {
  await unloadLocalModels();
  await temp.cleanup();
});

// One thread: the test machines are shared, and llama.cpp's spinning threads fight for cores.
const modelOptions = (extra: Partial<LocalModelOptions> = {}): LocalModelOptions => ({
  modelPath,
  threads: 1,
  gpuLayers: 0,
  maxTokens: 256,
  ...extra,
});
/** Keeps the lines an operator would read. */
function recordingLogger() {
  const lines: Array<{ level: string; msg: string }> = [];
  const at = (level: string) => (_obj: object, msg?: string) => void lines.push({ level, msg: msg ?? '' });
  return { lines, warn: at('warn'), error: at('error') };
}
const engineWith = (extra: Partial<LocalEngineOptions> = {}) => {
  const logger = recordingLogger();
  return { logger, engine: createLocalEngine({ ...modelOptions(), logger, ...extra }) };
};
const insideAWord = (t: number) => analysis.sources[0]!.words.some((w) => t > w.start + 1e-6 && t < w.end - 1e-6);
const ask = { mode: 'standard' } as const;

describe('local engine (a GGUF model through node-llama-cpp)', () => {
  it('lets the model write only a schema-valid answer naming real unit ids', async () => {
    const request = modelRequest('Give me the best line', analysis, ask);
    const text = await localModelTransport(modelOptions()).complete(request, new AbortController().signal);
    const answer = JSON.parse(text) as { reply: string; stories: Array<{ title: string; unitIds: string[] }> };
    expect(Object.keys(answer)).toEqual(['reply', 'stories']);
    const ids = new Set(analysis.units.map((u) => u.id));
    for (const s of answer.stories) for (const id of s.unitIds) expect(ids.has(id)).toBe(true);
  });

  it("turns the model's picks into an edit cut at word boundaries, with no planner involved", async () => {
    const { engine, logger } = engineWith();
    expect(engine.name).toBe('local');
    const plan = await engine.plan('Give me the best line', analysis, ask);
    expect(plan.answeredBy).toBeUndefined();
    expect(plan.intent).toBe('llm');
    expect(plan.stories).toHaveLength(1);
    const texts = new Set(analysis.units.map((u) => u.text));
    for (const s of plan.stories[0]!.segments) {
      expect(texts.has(s.text)).toBe(true);
      expect(insideAWord(s.start)).toBe(false);
      expect(insideAWord(s.end)).toBe(false);
    }
    expect(logger.lines).toEqual([]);
  });

  it('has the planner stand in, saying so, when the answer is cut off at the token limit', async () => {
    const { engine, logger } = engineWith({ maxTokens: 16 });
    const plan = await engine.plan('Cut me a video on topic 1', analysis, ask);
    expect(plan.answeredBy).toBe('planner');
    expect(plan.reply?.startsWith(plannerStandInNote)).toBe(true);
    expect(plan.stories.length).toBeGreaterThan(0);
    expect(logger.lines).toEqual([{ level: 'warn', msg: expect.stringMatching(/token limit \(16, LLM_MAX_TOKENS\)/) }]);
  });

  it('has the planner stand in, saying why in the log, when the transcript does not fit the context', async () => {
    const { engine, logger } = engineWith({ contextSize: 512 });
    const plan = await engine.plan('Cut me a video on topic 1', analysis, ask);
    expect(plan.answeredBy).toBe('planner');
    expect(plan.reply?.startsWith(plannerStandInNote)).toBe(true);
    expect(logger.lines).toEqual([
      { level: 'warn', msg: expect.stringMatching(/need about \d+ tokens, the context has 512 \(LLM_CONTEXT_SIZE\)/) },
    ]);
  });

  it('has the planner stand in when the model runs out of time', async () => {
    const { engine, logger } = engineWith({ timeoutMs: 0 });
    const plan = await engine.plan('Cut me a video on topic 1', analysis, ask);
    expect(plan.answeredBy).toBe('planner');
    expect(plan.reply?.startsWith(plannerStandInNote)).toBe(true);
    expect(logger.lines).toEqual([{ level: 'warn', msg: expect.stringMatching(/^local model answer unusable/) }]);
  });

  it('falls back to the planner when the model cannot load, and says why once per process', async () => {
    const broken = join(temp.dir, 'broken.gguf');
    await writeFile(broken, 'not a model');
    const first = engineWith({ modelPath: broken });
    const second = engineWith({ modelPath: broken });
    for (const { engine } of [first, second, first]) {
      const plan = await engine.plan('Cut me a video on topic 1', analysis, ask);
      expect(plan.answeredBy).toBe('planner');
      expect(plan.reply ?? '').not.toContain(plannerStandInNote);
      expect(plan.stories.length).toBeGreaterThan(0);
    }
    expect([...first.logger.lines, ...second.logger.lines]).toEqual([
      { level: 'error', msg: expect.stringMatching(/^local assistant model could not load.*broken\.gguf/) },
    ]);
  });
});
