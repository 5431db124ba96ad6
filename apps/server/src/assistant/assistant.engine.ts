/** Which assistant engine answers prompts (ASSISTANT_ENGINE: auto = llm when LLM_BASE_URL is set). */
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { AssistantEngine } from './assistant.types';
import { createLlmEngine } from './llm.engine';
import { createPlannerEngine } from './planner';

export function selectAssistantEngine(
  config: Pick<Config, 'ASSISTANT_ENGINE' | 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY'>,
  logger: Pick<Logger, 'warn'>,
): AssistantEngine {
  const wanted =
    config.ASSISTANT_ENGINE === 'auto' ? (config.LLM_BASE_URL ? 'llm' : 'planner') : config.ASSISTANT_ENGINE;
  if (wanted === 'planner') return createPlannerEngine();
  if (!config.LLM_BASE_URL) throw new Error('ASSISTANT_ENGINE=llm needs LLM_BASE_URL (an OpenAI-compatible chat API).');
  return createLlmEngine({
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL ?? 'default',
    apiKey: config.LLM_API_KEY,
    logger,
  });
}
