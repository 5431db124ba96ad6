/**
 * The model-backed engines: a model picks analysed units by id under a JSON schema (llm-prompt.ts)
 * and the server checks every pick. How the model is reached is a transport: any OpenAI-compatible
 * chat API (OpenAI, Ollama, llama.cpp server, vLLM) here, or a GGUF file in-process (local-model.ts).
 */
import type { AssistantEngine, PlanContext } from './assistant.types';
import { parseIntent, type Intent } from './intent.fns';
import { checkModelAnswer, modelRequest, parseModelContent, type ModelRequest } from './llm-prompt';
import { createPlannerEngine } from './planner';

/** Requests that change the edit on screen (or the outline waiting for approval) in a way the planner reads. */
const changes = new Set<Intent['kind']>([
  'hook',
  'clean',
  'resize',
  'trim',
  'drop',
  'keep',
  'lines',
  'move',
  'add',
  'chapter',
  'steps',
  'alternative',
]);

/**
 * A change to the edit on screen is arithmetic on that edit (a length, a hook, lines out or
 * moved): the planner makes it exactly and its reply says exactly what changed, where a model's
 * reply could claim a change it did not make. The model picks the lines of new edits.
 */
export const changesTheEdit = (prompt: string, context: PlanContext): boolean =>
  Boolean(context.previous ?? context.outline) && changes.has(parseIntent(prompt, context.mode).kind);

/** Sends one request to a model and returns its raw text; stops when the signal aborts. */
export interface ModelTransport {
  complete(request: ModelRequest, signal: AbortSignal): Promise<string>;
}

export interface ModelEngineOptions {
  timeoutMs?: number;
  logger?: { warn(obj: object, msg?: string): void };
}

export const defaultModelTimeoutMs = 120_000;

export function createModelEngine(
  name: AssistantEngine['name'],
  transport: ModelTransport,
  options: ModelEngineOptions = {},
): AssistantEngine {
  const planner = createPlannerEngine();
  return {
    name,
    async plan(prompt, analysis, context) {
      if (changesTheEdit(prompt, context))
        return { ...(await planner.plan(prompt, analysis, context)), answeredBy: 'planner' };
      const signal = AbortSignal.timeout(options.timeoutMs ?? defaultModelTimeoutMs);
      const content = await transport.complete(modelRequest(prompt, analysis, context), signal);
      const checked = checkModelAnswer(analysis, parseModelContent(content), prompt);
      if (checked.dropped || checked.repaired)
        options.logger?.warn({ dropped: checked.dropped, repaired: checked.repaired }, `${name} answer needed repair`);
      return { intent: checked.intent, reply: checked.reply, stories: checked.stories };
    },
  };
}

export interface LlmOptions extends ModelEngineOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
}

/** OpenAI chat completions with `response_format: json_schema`. */
export function chatCompletionsTransport(options: LlmOptions): ModelTransport {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(request, signal) {
      const body = {
        model: options.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'otto_plan', strict: true, schema: request.schema },
        },
      };
      const res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal,
      });
      if (!res.ok) throw new Error(`LLM API answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      const json = (await res.json()) as { choices?: Array<{ message?: { content?: string | null } }> };
      const content = json.choices?.[0]?.message?.content;
      if (!content) throw new Error('LLM API answered without content');
      return content;
    },
  };
}

export function createLlmEngine(options: LlmOptions): AssistantEngine {
  return createModelEngine('llm', chatCompletionsTransport(options), options);
}
