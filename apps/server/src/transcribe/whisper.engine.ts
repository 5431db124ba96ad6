import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import type { TranscribeResult, WhisperContext } from '@fugood/whisper.node';
import { languageCode, primaryLanguage } from './languages';
import { abortError, TranscriptionError } from './transcription-error';
import type { TranscribeLogger, TranscribeOptions, TranscriptionEngine, TranscriptionResult } from './transcribe.types';
import { tokensToWords } from './whisper-words';

export interface WhisperEngineOptions {
  /** Resolves the ggml model path; may download it on first use. */
  model: () => Promise<string>;
  /** English-only models (`*.en.bin`) cannot decode other languages; decided from the file name when omitted. */
  englishOnly?: boolean;
  /** Decoder threads; every core (up to 8) when omitted. */
  threads?: number;
  logger?: TranscribeLogger;
  /** Swappable for tests that need a context without a model. */
  init?: (modelPath: string) => Promise<WhisperContext>;
}

/** ggml-base.en.bin, ggml-tiny.en-q5_1.bin, for-tests-ggml-tiny.en.bin … */
export function isEnglishOnlyModel(modelPath: string): boolean {
  return /\.en(?:[-_.][^/]*)?\.bin$/i.test(basename(modelPath));
}

async function initContext(modelPath: string): Promise<WhisperContext> {
  const { initWhisper } = await import('@fugood/whisper.node');
  return initWhisper({ filePath: modelPath, useGpu: false });
}

export function createWhisperEngine(
  options: WhisperEngineOptions,
): TranscriptionEngine & { modelPath(): Promise<string> } {
  const init = options.init ?? initContext;
  const threads = options.threads ?? Math.max(1, Math.min(8, availableParallelism()));
  let loaded: Promise<{ context: WhisperContext; path: string; englishOnly: boolean }> | undefined;

  const load = () => {
    loaded ??= (async () => {
      const path = await options.model();
      options.logger?.info({ path }, 'loading whisper model');
      const context = await init(path);
      return { context, path, englishOnly: options.englishOnly ?? isEnglishOnlyModel(path) };
    })().catch((err: unknown) => {
      loaded = undefined;
      throw err;
    });
    return loaded;
  };

  return {
    name: 'whisper',
    get languages() {
      return options.englishOnly ? ['en'] : 'all';
    },
    async modelPath() {
      return (await load()).path;
    },
    async transcribe(wavPath: string, opts: TranscribeOptions): Promise<TranscriptionResult> {
      if (opts.signal?.aborted) throw abortError(opts.signal);
      const { context, path, englishOnly } = await load();
      const requested = primaryLanguage(opts.language);
      if (englishOnly && requested !== 'auto' && requested !== 'en') {
        throw new TranscriptionError(
          'language_not_supported',
          `The whisper model ${basename(path)} is English-only and cannot transcribe '${opts.language}'. Set WHISPER_MODEL to a multilingual model (e.g. ggml-base.bin).`,
        );
      }
      opts.onProgress?.(0);
      const job = context.transcribeFile(wavPath, {
        language: requested,
        // maxLen 1 makes whisper.cpp emit one segment per token, each with its own timestamps.
        tokenTimestamps: true,
        maxLen: 1,
        maxThreads: threads,
        temperature: 0,
        // whisper.cpp's initial_prompt: text it takes as said just before, so it spells these as given.
        ...(opts.vocabulary?.length ? { prompt: vocabularyPrompt(opts.vocabulary) } : {}),
        onProgress: (percent) => opts.onProgress?.(Math.min(1, Math.max(0, percent / 100))),
      });
      const result = await settleOrAbort(job, opts.signal);
      opts.onProgress?.(1);
      const language = englishOnly ? 'en' : languageCode(result.language);
      return { language, words: tokensToWords(result.segments), engine: 'whisper' };
    },
    async close() {
      const current = loaded;
      loaded = undefined;
      if (current) await (await current).context.release();
    },
  };
}

/** The project's names and terms as whisper's prompt ('Gutenberg, Dashwood.'). */
export function vocabularyPrompt(vocabulary: readonly string[]): string {
  return `${vocabulary.join(', ')}.`;
}

/**
 * whisper.node 1.1.1 only checks its stop flag after the whole file is decoded, and
 * then never settles the promise: on abort we stop it and reject at once ourselves.
 * The native work finishes in the background (bounded by the chunk length).
 */
function settleOrAbort(
  job: { stop: () => Promise<void>; promise: Promise<TranscribeResult> },
  signal?: AbortSignal,
): Promise<TranscribeResult> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      void job.stop().catch(() => undefined);
      reject(abortError(signal));
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    job.promise.then(
      (result) => {
        signal?.removeEventListener('abort', onAbort);
        if (result.isAborted) reject(abortError(signal));
        else resolve(result);
      },
      (err: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        const message = err instanceof Error ? err.message : String(err);
        reject(new TranscriptionError('engine_failed', `whisper failed: ${message}`, { cause: err }));
      },
    );
  });
}
