/**
 * A GGUF model run in-process through node-llama-cpp (an optional dependency, imported only when
 * a model is configured). The model loads once per process, on the first prompt; requests take
 * turns on its one context, each in a fresh chat session, and a grammar built from the answer's
 * JSON schema lets the model write nothing but a schema-valid answer.
 */
import type { Llama, LlamaContext, LlamaModel } from 'node-llama-cpp';
import type { ModelRequest } from './llm-prompt';
import type { ModelTransport } from './llm.engine';

export interface LocalModelOptions {
  modelPath: string;
  /** Tokens of context (prompt + answer); unset: the model's own, at most `defaultContextSize`. */
  contextSize?: number;
  /** CPU threads; unset: every core. */
  threads?: number;
  /** Layers offloaded to a GPU: 0 runs on the CPU only (no GPU probing), 'auto' as many as fit. */
  gpuLayers: number | 'auto';
  maxTokens: number;
  /** Sampling temperature; 0 always takes the likeliest token (the same answer every time). */
  temperature?: number;
  /** Where llama.cpp's own warnings and errors go (instead of the console). */
  logger?: { warn(obj: object, msg?: string): void };
}

export const defaultContextSize = 16_384;

/** The model could not be loaded (missing package, unreadable or unsupported file). */
export class LocalModelUnavailable extends Error {}

/** The model answered, but not with a complete answer (cut off at the token limit or timed out). */
export class LocalModelUnusableAnswer extends Error {}

interface Loaded {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
}

const loadedModels = new Map<string, Promise<Loaded>>();

async function loadModel(options: LocalModelOptions): Promise<Loaded> {
  const mod = await import('node-llama-cpp').catch((err: unknown) => {
    throw new LocalModelUnavailable(`node-llama-cpp is not installed (${(err as Error).message})`);
  });
  try {
    const llama = await mod.getLlama({
      // 'never': the prebuilt binary or nothing; a server must not start compiling llama.cpp.
      build: 'never',
      gpu: options.gpuLayers === 0 ? false : 'auto',
      logLevel: mod.LlamaLogLevel.warn,
      logger: (level, message) => options.logger?.warn({ llamaCpp: level }, message.trim()),
      ...(options.threads !== undefined && { maxThreads: options.threads }),
    });
    const model = await llama.loadModel({ modelPath: options.modelPath, gpuLayers: options.gpuLayers });
    const context = await model.createContext({
      contextSize: options.contextSize ?? { max: defaultContextSize },
      sequences: 1,
      ...(options.threads !== undefined && { threads: options.threads }),
    });
    return { llama, model, context };
  } catch (err) {
    throw new LocalModelUnavailable(`${options.modelPath}: ${(err as Error).message}`);
  }
}

/** The process's one copy of a model (a failed load is remembered too, so it is tried once). */
function loaded(options: LocalModelOptions): Promise<Loaded> {
  const key = JSON.stringify([options.modelPath, options.contextSize, options.threads, options.gpuLayers]);
  let entry = loadedModels.get(key);
  if (!entry) {
    entry = loadModel(options);
    loadedModels.set(key, entry);
  }
  return entry;
}

/** Frees every loaded model (tests, shutdown). */
export async function unloadLocalModels(): Promise<void> {
  const entries = [...loadedModels.values()];
  loadedModels.clear();
  for (const entry of entries) {
    const m = await entry.catch(() => undefined);
    await m?.context.dispose();
    await m?.model.dispose();
    await m?.llama.dispose();
  }
}

/** One request at a time per model: the context has one sequence, and CPU inference gains nothing from sharing. */
const queues = new WeakMap<Loaded, Promise<unknown>>();
function inTurn<T>(m: Loaded, run: () => Promise<T>): Promise<T> {
  const previous = queues.get(m) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(run);
  queues.set(m, next);
  return next;
}

async function complete(m: Loaded, options: LocalModelOptions, request: ModelRequest, signal: AbortSignal) {
  const { LlamaChatSession } = await import('node-llama-cpp');
  signal.throwIfAborted();
  // A listing that cannot fit would only be cut by the chat session after a slow attempt.
  const needed = m.model.tokenize(request.system + request.user).length + options.maxTokens;
  if (needed > m.context.contextSize)
    throw new LocalModelUnusableAnswer(
      `the transcript listing and answer need about ${needed} tokens, the context has ${m.context.contextSize} (LLM_CONTEXT_SIZE)`,
    );
  const grammar = await m.llama.createGrammarForJsonSchema(request.schema);
  const sequence = m.context.getSequence();
  const session = new LlamaChatSession({ contextSequence: sequence, systemPrompt: request.system });
  try {
    const answer = await session.promptWithMeta(request.user, {
      grammar,
      maxTokens: options.maxTokens,
      temperature: options.temperature ?? 0,
      signal,
      stopOnAbortSignal: true,
    });
    const text = answer.responseText;
    if (answer.stopReason === 'abort')
      throw new LocalModelUnusableAnswer(`the model ran out of time after ${text.length} characters`);
    if (answer.stopReason === 'maxTokens')
      throw new LocalModelUnusableAnswer(
        `the answer stopped at the token limit (${options.maxTokens}, LLM_MAX_TOKENS) before it was complete`,
      );
    // The grammar lets the model end only where the answer is complete; this says so if not.
    grammar.parse(text);
    return text;
  } finally {
    session.dispose({ disposeSequence: false });
    await sequence.dispose();
  }
}

export function localModelTransport(options: LocalModelOptions): ModelTransport & { load(): Promise<void> } {
  return {
    async load() {
      await loaded(options);
    },
    async complete(request, signal) {
      const m = await loaded(options);
      return inTurn(m, () => complete(m, options, request, signal));
    },
  };
}
