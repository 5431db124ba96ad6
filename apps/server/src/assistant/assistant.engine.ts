/**
 * Which assistant engine answers prompts. ASSISTANT_ENGINE=auto: llm when LLM_BASE_URL is set,
 * else local when LLM_MODEL_PATH is set, else the planner. Asking for an engine without what it
 * needs stops the start (a ConfigError: one line, no stack); so does `local` with a model file
 * that is not there.
 */
import { existsSync } from 'node:fs';
import type { Logger } from 'pino';
import { ConfigError, type Config } from '../config/config';
import type { AssistantEngine } from './assistant.types';
import { createLlmEngine } from './llm.engine';
import { createLocalEngine } from './local.engine';
import { createPlannerEngine } from './planner';

type EngineConfig = Pick<
  Config,
  | 'ASSISTANT_ENGINE'
  | 'LLM_BASE_URL'
  | 'LLM_MODEL'
  | 'LLM_API_KEY'
  | 'LLM_MODEL_PATH'
  | 'LLM_CONTEXT_SIZE'
  | 'LLM_THREADS'
  | 'LLM_GPU_LAYERS'
  | 'LLM_MAX_TOKENS'
  | 'LLM_TIMEOUT_SECONDS'
>;

function wantedEngine(config: EngineConfig): AssistantEngine['name'] {
  if (config.ASSISTANT_ENGINE !== 'auto') return config.ASSISTANT_ENGINE;
  if (config.LLM_BASE_URL) return 'llm';
  return config.LLM_MODEL_PATH ? 'local' : 'planner';
}

export function selectAssistantEngine(config: EngineConfig, logger: Pick<Logger, 'warn' | 'error'>): AssistantEngine {
  const wanted = wantedEngine(config);
  const timeoutMs = config.LLM_TIMEOUT_SECONDS * 1000;
  if (wanted === 'planner') return createPlannerEngine();
  if (wanted === 'local') {
    if (!config.LLM_MODEL_PATH)
      throw new ConfigError('ASSISTANT_ENGINE=local needs LLM_MODEL_PATH (a GGUF model file).');
    if (config.ASSISTANT_ENGINE === 'local' && !existsSync(config.LLM_MODEL_PATH))
      throw new ConfigError(`ASSISTANT_ENGINE=local: LLM_MODEL_PATH names no file (${config.LLM_MODEL_PATH}).`);
    return createLocalEngine({
      modelPath: config.LLM_MODEL_PATH,
      contextSize: config.LLM_CONTEXT_SIZE,
      threads: config.LLM_THREADS,
      gpuLayers: config.LLM_GPU_LAYERS,
      maxTokens: config.LLM_MAX_TOKENS,
      timeoutMs,
      logger,
    });
  }
  if (!config.LLM_BASE_URL)
    throw new ConfigError('ASSISTANT_ENGINE=llm needs LLM_BASE_URL (an OpenAI-compatible chat API).');
  return createLlmEngine({
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL ?? 'default',
    apiKey: config.LLM_API_KEY,
    timeoutMs,
    logger,
  });
}
