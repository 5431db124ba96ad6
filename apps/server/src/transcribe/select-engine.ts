import type { Config } from '../config/config';
import { createOpenAIEngine } from './openai.engine';
import { createPocketsphinxEngine } from './pocketsphinx.engine';
import { findExecutable } from './process';
import type { EngineName, TranscribeLogger, TranscriptionEngine } from './transcribe.types';
import { createWhisperEngine, isEnglishOnlyModel } from './whisper.engine';
import { fileExists, whisperModelLocation, whisperModelResolver, type WhisperModelLocation } from './whisper-model';

export type TranscribeConfig = Pick<
  Config,
  'TRANSCRIBE_ENGINE' | 'WHISPER_MODEL' | 'WHISPER_MODEL_URL' | 'OPENAI_TRANSCRIBE_URL' | 'OPENAI_API_KEY' | 'cacheDir'
> &
  Partial<Pick<Config, 'WHISPER_MODEL_SHA256' | 'OPENAI_TRANSCRIBE_MODEL' | 'TRANSCRIBE_CONCURRENCY'>>;

/** What selection looks at on this machine. */
export interface EngineFacts {
  whisperModel: WhisperModelLocation & { present: boolean };
  /** Path of pocketsphinx_continuous, when installed. */
  pocketsphinx?: string;
}

export interface EngineDecision {
  engine: EngineName;
  /** The one log line that tells an operator what runs and how to change it. */
  line: string;
}

const OPENAI_DEFAULT_URL = 'https://api.openai.com/v1';

/** Pure: which engine a configuration gets on a machine, and the line that explains it. */
export function decideEngine(config: TranscribeConfig, facts: EngineFacts): EngineDecision {
  const model = facts.whisperModel;
  const download = `${model.url ?? ''} will be downloaded to ${model.path} on first use`;
  switch (config.TRANSCRIBE_ENGINE) {
    case 'whisper':
      return {
        engine: 'whisper',
        line: `transcription engine: whisper (${model.present ? `model ${model.path}` : model.url ? download : `WHISPER_MODEL ${model.path} is missing`}; TRANSCRIBE_ENGINE=whisper)`,
      };
    case 'pocketsphinx':
      if (!facts.pocketsphinx) {
        throw new Error(
          'TRANSCRIBE_ENGINE=pocketsphinx but pocketsphinx_continuous is not on PATH: install the Debian packages pocketsphinx and pocketsphinx-en-us',
        );
      }
      return {
        engine: 'pocketsphinx',
        line: 'transcription engine: pocketsphinx (TRANSCRIBE_ENGINE=pocketsphinx; English only)',
      };
    case 'openai':
      if (!config.OPENAI_TRANSCRIBE_URL && !config.OPENAI_API_KEY) {
        throw new Error(
          'TRANSCRIBE_ENGINE=openai needs OPENAI_TRANSCRIBE_URL (any OpenAI-compatible server) or OPENAI_API_KEY (api.openai.com)',
        );
      }
      return {
        engine: 'openai',
        line: `transcription engine: openai (${config.OPENAI_TRANSCRIBE_URL ?? OPENAI_DEFAULT_URL}; TRANSCRIBE_ENGINE=openai)`,
      };
    case 'auto':
      break;
  }
  if (model.present) return { engine: 'whisper', line: `transcription engine: whisper (model ${model.path})` };
  const missing = `no whisper model found at ${model.path}`;
  if (config.OPENAI_TRANSCRIBE_URL) {
    return { engine: 'openai', line: `transcription engine: openai (${config.OPENAI_TRANSCRIBE_URL}; ${missing})` };
  }
  if (facts.pocketsphinx) {
    return {
      engine: 'pocketsphinx',
      line: `transcription engine: pocketsphinx (${missing}; set WHISPER_MODEL or TRANSCRIBE_ENGINE=whisper to download ggml-base.en)`,
    };
  }
  return {
    engine: 'whisper',
    line: `transcription engine: whisper (${missing} and pocketsphinx is not installed; ${download})`,
  };
}

export async function gatherEngineFacts(
  config: TranscribeConfig,
  pocketsphinxBinary = 'pocketsphinx_continuous',
): Promise<EngineFacts> {
  const location = whisperModelLocation(config);
  return {
    whisperModel: { ...location, present: await fileExists(location.path) },
    pocketsphinx: await findExecutable(pocketsphinxBinary),
  };
}

/** Picks the engine for TRANSCRIBE_ENGINE (auto: whisper model → OpenAI URL → pocketsphinx → whisper download) and logs why. */
export async function selectTranscriptionEngine(
  config: TranscribeConfig,
  logger: TranscribeLogger,
  facts?: EngineFacts,
): Promise<TranscriptionEngine> {
  const known = facts ?? (await gatherEngineFacts(config));
  const decision = decideEngine(config, known);
  logger.info({ engine: decision.engine }, decision.line);
  switch (decision.engine) {
    case 'whisper':
      return createWhisperEngine({
        model: whisperModelResolver(known.whisperModel, config, logger),
        englishOnly: isEnglishOnlyModel(known.whisperModel.path),
        threads: config.TRANSCRIBE_CONCURRENCY,
        logger,
      });
    case 'openai':
      return createOpenAIEngine({
        url: config.OPENAI_TRANSCRIBE_URL ?? OPENAI_DEFAULT_URL,
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_TRANSCRIBE_MODEL,
      });
    case 'pocketsphinx':
      return createPocketsphinxEngine({ binary: known.pocketsphinx, concurrency: config.TRANSCRIBE_CONCURRENCY });
  }
}
