import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { downloadOnce, ggmlMagic } from './model-download';
import type { TranscribeLogger } from './transcribe.types';

/**
 * Multilingual base model: every whisper language at the best accuracy for its size (142 MB)
 * that still runs on a laptop CPU.
 */
export const DEFAULT_WHISPER_MODEL_URL = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-base.bin';
/**
 * SHA-256 of that file (147,951,465 bytes; the Git LFS object id in ggerganov/whisper.cpp on
 * Hugging Face, pinned alike by several projects that download it). The default download is checked
 * against it, so a changed or tampered file is refused.
 */
export const DEFAULT_WHISPER_MODEL_SHA256 = '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe';

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
  /** The SHA-256 the download must have: WHISPER_MODEL_SHA256, or the pinned hash of the default model. */
  sha256?: string;
}

export function whisperCacheDir(cacheDir: string): string {
  return join(cacheDir, 'whisper');
}

/** WHISPER_MODEL when given; else the URL's file name inside `{cacheDir}/whisper/`. */
export function whisperModelLocation(settings: WhisperModelSettings): WhisperModelLocation {
  if (settings.WHISPER_MODEL) return { path: settings.WHISPER_MODEL };
  const url = settings.WHISPER_MODEL_URL ?? DEFAULT_WHISPER_MODEL_URL;
  const name = basename(new URL(url).pathname) || 'whisper-model.bin';
  const sha256 =
    settings.WHISPER_MODEL_SHA256 ?? (url === DEFAULT_WHISPER_MODEL_URL ? DEFAULT_WHISPER_MODEL_SHA256 : undefined);
  return { path: join(whisperCacheDir(settings.cacheDir), name), url, ...(sha256 ? { sha256 } : {}) };
}

export async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns a path that exists, downloading the model first when it comes from a URL and is not
 * cached yet; `onProgress` hears the download's share done (0..1).
 */
export function whisperModelResolver(
  location: WhisperModelLocation,
  settings: Pick<WhisperModelSettings, 'WHISPER_MODEL_SHA256'>,
  logger: TranscribeLogger,
): (onProgress?: (fraction: number) => void) => Promise<string> {
  return async (onProgress) => {
    if (await fileExists(location.path)) return location.path;
    if (!location.url) throw new Error(`WHISPER_MODEL points at ${location.path}, which does not exist`);
    return downloadOnce({
      url: location.url,
      destPath: location.path,
      logger,
      sha256: location.sha256 ?? settings.WHISPER_MODEL_SHA256,
      validateHead: ggmlMagic,
      minBytes: 1024,
      onProgress,
    });
  };
}
