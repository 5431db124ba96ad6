import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { downloadOnce, ggmlMagic } from './model-download';
import type { TranscribeLogger } from './transcribe.types';

/** English base model: the best accuracy for its size (142 MB) that still runs on a laptop CPU. */
export const DEFAULT_WHISPER_MODEL_URL = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-base.en.bin';

export interface WhisperModelSettings {
  WHISPER_MODEL?: string;
  WHISPER_MODEL_URL?: string;
  WHISPER_MODEL_SHA256?: string;
  cacheDir: string;
}

export interface WhisperModelLocation {
  /** Where the model is, or will be once downloaded. */
  path: string;
  /** Set when the model comes from a URL rather than WHISPER_MODEL. */
  url?: string;
}

export function whisperCacheDir(cacheDir: string): string {
  return join(cacheDir, 'whisper');
}

/** WHISPER_MODEL when given; else the URL's file name inside `{cacheDir}/whisper/`. */
export function whisperModelLocation(settings: WhisperModelSettings): WhisperModelLocation {
  if (settings.WHISPER_MODEL) return { path: settings.WHISPER_MODEL };
  const url = settings.WHISPER_MODEL_URL ?? DEFAULT_WHISPER_MODEL_URL;
  const name = basename(new URL(url).pathname) || 'whisper-model.bin';
  return { path: join(whisperCacheDir(settings.cacheDir), name), url };
}

export async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Returns a path that exists, downloading the model first when it comes from a URL and is not cached yet. */
export function whisperModelResolver(
  location: WhisperModelLocation,
  settings: Pick<WhisperModelSettings, 'WHISPER_MODEL_SHA256'>,
  logger: TranscribeLogger,
): () => Promise<string> {
  return async () => {
    if (await fileExists(location.path)) return location.path;
    if (!location.url) throw new Error(`WHISPER_MODEL points at ${location.path}, which does not exist`);
    return downloadOnce({
      url: location.url,
      destPath: location.path,
      logger,
      sha256: settings.WHISPER_MODEL_SHA256,
      validateHead: ggmlMagic,
      minBytes: 1024,
    });
  };
}
