import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { makeTempDir } from '../transcribe/transcribe.test-support';
import { selectAssistantEngine } from './assistant.engine';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let modelPath: string;
beforeAll(async () => {
  temp = await makeTempDir('otto-engine-');
  // Selection only checks that the file is there; the model loads on the first prompt.
  modelPath = join(temp.dir, 'model.gguf');
  await writeFile(modelPath, 'GGUF');
});
afterAll(() => temp.cleanup());

const logger = { warn: () => undefined, error: () => undefined };
const engineFor = (env: Record<string, string>) => selectAssistantEngine(loadConfig(env), logger).name;

describe('assistant engine selection', () => {
  it('stays the planner by default, when no model or API is given', () => {
    expect(engineFor({})).toBe('planner');
    expect(engineFor({ ASSISTANT_ENGINE: 'planner', LLM_MODEL_PATH: modelPath })).toBe('planner');
  });

  it('auto picks the HTTP API first, then a local model file', () => {
    expect(engineFor({ LLM_MODEL_PATH: modelPath })).toBe('local');
    expect(engineFor({ LLM_MODEL_PATH: modelPath, LLM_BASE_URL: 'http://127.0.0.1:1/v1' })).toBe('llm');
    expect(engineFor({ ASSISTANT_ENGINE: 'local', LLM_MODEL_PATH: modelPath })).toBe('local');
  });

  it('refuses to start with ASSISTANT_ENGINE=local and no model file', () => {
    expect(() => engineFor({ ASSISTANT_ENGINE: 'local' })).toThrow(/ASSISTANT_ENGINE=local needs LLM_MODEL_PATH/);
    const missing = join(temp.dir, 'missing.gguf');
    expect(() => engineFor({ ASSISTANT_ENGINE: 'local', LLM_MODEL_PATH: missing })).toThrow(
      `ASSISTANT_ENGINE=local: LLM_MODEL_PATH names no file (${missing}).`,
    );
  });

  it('reads the tuning variables: GPU layers as a number or auto, bounded token and time limits', () => {
    expect(loadConfig({}).LLM_GPU_LAYERS).toBe(0);
    expect(loadConfig({ LLM_GPU_LAYERS: 'auto' }).LLM_GPU_LAYERS).toBe('auto');
    expect(loadConfig({ LLM_GPU_LAYERS: '33' }).LLM_GPU_LAYERS).toBe(33);
    expect(() => loadConfig({ LLM_GPU_LAYERS: 'all' })).toThrow(/LLM_GPU_LAYERS/);
    expect(loadConfig({}).LLM_MAX_TOKENS).toBe(1024);
    expect(loadConfig({}).LLM_TIMEOUT_SECONDS).toBe(120);
    expect(() => loadConfig({ LLM_CONTEXT_SIZE: '10' })).toThrow(/LLM_CONTEXT_SIZE/);
  });
});
