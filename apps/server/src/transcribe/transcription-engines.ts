import { createOpenAIEngine } from './openai.engine';
import { createPocketsphinxEngine } from './pocketsphinx.engine';
import { forgetDownloadFailure, rememberDownloadFailure } from './model-unreachable';
import {
  decideEngine,
  decisionLanguages,
  gatherEngineFacts,
  OPENAI_DEFAULT_URL,
  type EngineDecision,
  type EngineFacts,
  type TranscribeConfig,
} from './select-engine';
import type { EngineName, TranscribeLogger, TranscriptionEngine } from './transcribe.types';
import { createWhisperEngine, isEnglishOnlyModel } from './whisper.engine';
import { whisperModelResolver } from './whisper-model';

export interface ImportEngine {
  engine: TranscriptionEngine;
  /** auto had no whisper model and could not download one: pocketsphinx stands in, English only. */
  offlineFallback: boolean;
}

/** What this server can transcribe right now, without downloading anything. */
export interface TranscriptionCapabilities {
  engine: EngineName;
  /** 'all', or the language codes the engine understands ('en'). */
  languages: 'all' | readonly string[];
}

export interface TranscriptionEngines {
  /**
   * The engine for one import. With no model on disk, whisper's model is downloaded first
   * (`onModelProgress` hears 0..1); under auto a failed download falls back to pocketsphinx.
   */
  forImport(options?: { onModelProgress?: (fraction: number) => void }): Promise<ImportEngine>;
  capabilities(): Promise<TranscriptionCapabilities>;
  close(): Promise<void>;
}

export interface TranscriptionEnginesOptions {
  pocketsphinxBinary?: string;
  /** Whether the model's URL answers; a HEAD request by default. */
  reachable?: (url: string) => Promise<void>;
  now?: () => number;
  /** Logs the decision once when created (the workers do; the API, which only answers questions, does not). */
  announce?: boolean;
}

/** A quick probe answered within this long tells the language picker whether whisper can be had. */
const PROBE_TIMEOUT_MS = 5_000;
/** A probe's answer holds this long, so the picker does not knock on the model host at every page. */
const PROBE_FRESH_MS = 60_000;

async function headRequest(url: string): Promise<void> {
  const response = await fetch(url, {
    method: 'HEAD',
    redirect: 'follow',
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
}

const reasonOf = (err: unknown): string => {
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err instanceof Error ? err.message : String(err)}${cause}`;
};

/**
 * The engines one process transcribes with, decided per import rather than once at boot: a
 * whisper model can arrive (downloaded, or put in place) while the server runs, and an offline
 * server comes back online. Logs the decision once when created.
 */
export function createTranscriptionEngines(
  config: TranscribeConfig,
  logger: TranscribeLogger,
  options: TranscriptionEnginesOptions = {},
): TranscriptionEngines {
  const now = options.now ?? Date.now;
  const reachable = options.reachable ?? headRequest;
  const facts = () => gatherEngineFacts(config, options.pocketsphinxBinary, now());
  const whispers = new Map<string, ReturnType<typeof createWhisperEngine>>();
  let pocketsphinx: TranscriptionEngine | undefined;
  let openai: TranscriptionEngine | undefined;
  let probe: { at: number; ok: Promise<boolean> } | undefined;

  // The one line at start that says what runs and why; a configuration that cannot work fails each import instead.
  if (options.announce !== false)
    void facts()
      .then((known) => {
        const decision = decideEngine(config, known);
        logger.info({ engine: decision.engine }, decision.line);
      })
      .catch((err: unknown) => logger.warn({ err }, `transcription engine: ${reasonOf(err)}`));

  const engineFor = (decision: EngineDecision, known: EngineFacts): TranscriptionEngine => {
    switch (decision.engine) {
      case 'whisper': {
        const path = known.whisperModel.path;
        let engine = whispers.get(path);
        if (!engine) {
          engine = createWhisperEngine({
            model: whisperModelResolver(known.whisperModel, config, logger),
            englishOnly: isEnglishOnlyModel(path),
            threads: config.TRANSCRIBE_CONCURRENCY,
            logger,
          });
          whispers.set(path, engine);
        }
        return engine;
      }
      case 'openai':
        return (openai ??= createOpenAIEngine({
          url: config.OPENAI_TRANSCRIBE_URL ?? OPENAI_DEFAULT_URL,
          apiKey: config.OPENAI_API_KEY,
          model: config.OPENAI_TRANSCRIBE_MODEL,
        }));
      case 'pocketsphinx':
        return (pocketsphinx ??= createPocketsphinxEngine({
          binary: known.pocketsphinx,
          concurrency: config.TRANSCRIBE_CONCURRENCY,
        }));
    }
  };

  const remember = async (known: EngineFacts, err: unknown) => {
    probe = undefined;
    await rememberDownloadFailure(known.whisperModel.path, { at: now(), reason: reasonOf(err) });
  };

  return {
    async forImport({ onModelProgress } = {}) {
      const known = await facts();
      const decision = decideEngine(config, known);
      if (decision.download) {
        try {
          await whisperModelResolver(known.whisperModel, config, logger)(onModelProgress);
          await forgetDownloadFailure(known.whisperModel.path);
        } catch (err) {
          await remember(known, err);
          if (config.TRANSCRIBE_ENGINE !== 'auto' || !known.pocketsphinx) throw err;
          logger.warn(
            { err, url: known.whisperModel.url },
            `whisper model download failed (${reasonOf(err)}): transcribing this import with pocketsphinx, English only; the download is tried again on an import after 10 min`,
          );
          return { engine: engineFor({ engine: 'pocketsphinx', line: '' }, known), offlineFallback: true };
        }
      }
      return { engine: engineFor(decision, known), offlineFallback: decision.offlineFallback ?? false };
    },

    async capabilities() {
      let known = await facts();
      let decision: EngineDecision;
      try {
        decision = decideEngine(config, known);
      } catch {
        // A forced engine that cannot run fails each import with its own message; the picker
        // still offers what that engine would transcribe.
        const engine = config.TRANSCRIBE_ENGINE === 'openai' ? 'openai' : 'pocketsphinx';
        return { engine, languages: engine === 'openai' ? 'all' : ['en'] };
      }
      // auto promises every language only when the model can really be fetched.
      if (decision.download && config.TRANSCRIBE_ENGINE === 'auto' && known.pocketsphinx && known.whisperModel.url) {
        const url = known.whisperModel.url;
        if (!probe || now() - probe.at > PROBE_FRESH_MS) {
          probe = {
            at: now(),
            ok: reachable(url).then(
              () => true,
              async (err: unknown) => {
                logger.warn({ url }, `whisper model not reachable (${reasonOf(err)}): English only for now`);
                await rememberDownloadFailure(known.whisperModel.path, { at: now(), reason: reasonOf(err) });
                return false;
              },
            ),
          };
        }
        if (!(await probe.ok)) {
          known = await facts();
          decision = decideEngine(config, known);
        }
      }
      return { engine: decision.engine, languages: decisionLanguages(decision, known) };
    },

    async close() {
      await Promise.all([...whispers.values()].map((engine) => engine.close?.()));
      whispers.clear();
    },
  };
}
