import type { Config } from '../config/config';
import { recentDownloadFailure, type DownloadFailure } from './model-unreachable';
import { findExecutable } from './process';
import type { EngineName } from './transcribe.types';
import { isEnglishOnlyModel } from './whisper.engine';
import { fileExists, whisperModelLocation, type WhisperModelLocation } from './whisper-model';

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
  /** The model's download failed a short while ago: auto stays on the offline engine until the back-off ends. */
  downloadFailed?: DownloadFailure;
}

export interface EngineDecision {
  engine: EngineName;
  /** The one log line that tells an operator what runs and how to change it. */
  line: string;
  /** whisper, once its model is downloaded: the first import fetches it. */
  download?: boolean;
  /** auto found no whisper model to use: pocketsphinx stands in, English only, and the chat says so. */
  offlineFallback?: boolean;
}

export const OPENAI_DEFAULT_URL = 'https://api.openai.com/v1';

/** How an operator turns whisper on, said wherever Otto runs without it. */
export const ENABLE_WHISPER_HINT =
  'set WHISPER_MODEL to a ggml model file, or let Otto download WHISPER_MODEL_URL once';

/** Pure: which engine a configuration gets on a machine, and the line that explains it. */
export function decideEngine(config: TranscribeConfig, facts: EngineFacts): EngineDecision {
  const model = facts.whisperModel;
  const download = `${model.url ?? ''} will be downloaded to ${model.path} on the first import`;
  switch (config.TRANSCRIBE_ENGINE) {
    case 'whisper':
      return {
        engine: 'whisper',
        line: `transcription engine: whisper (${model.present ? `model ${model.path}` : model.url ? download : `WHISPER_MODEL ${model.path} is missing`}; TRANSCRIBE_ENGINE=whisper)`,
        ...(!model.present && model.url ? { download: true } : {}),
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
  const failed = facts.downloadFailed;
  if (model.url && (!failed || !facts.pocketsphinx)) {
    const otherwise = facts.pocketsphinx ? '; pocketsphinx, English only, if it cannot be had' : '';
    return { engine: 'whisper', download: true, line: `transcription engine: whisper (${download}${otherwise})` };
  }
  if (facts.pocketsphinx) {
    const why = failed
      ? `the download of ${model.url ?? ''} failed: ${failed.reason}; tried again 10 min after`
      : missing;
    return {
      engine: 'pocketsphinx',
      offlineFallback: true,
      line: `transcription engine: pocketsphinx, English only (${why}; ${ENABLE_WHISPER_HINT})`,
    };
  }
  return {
    engine: 'whisper',
    line: `transcription engine: whisper (${missing} and pocketsphinx is not installed; set WHISPER_MODEL)`,
  };
}

/** Pure: what the decided engine can transcribe ('all' or language codes). */
export function decisionLanguages(decision: EngineDecision, facts: EngineFacts): 'all' | readonly string[] {
  switch (decision.engine) {
    case 'pocketsphinx':
      return ['en'];
    case 'openai':
      return 'all';
    case 'whisper':
      return isEnglishOnlyModel(facts.whisperModel.path) ? ['en'] : 'all';
  }
}

export async function gatherEngineFacts(
  config: TranscribeConfig,
  pocketsphinxBinary = 'pocketsphinx_continuous',
  now = Date.now(),
): Promise<EngineFacts> {
  const location = whisperModelLocation(config);
  const present = await fileExists(location.path);
  const downloadFailed = present || !location.url ? undefined : await recentDownloadFailure(location.path, now);
  return {
    whisperModel: { ...location, present },
    pocketsphinx: await findExecutable(pocketsphinxBinary),
    ...(downloadFailed ? { downloadFailed } : {}),
  };
}
