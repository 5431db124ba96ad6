import { userMediaInputOptions } from '../media/media-confinement';
import type { MediaRunner } from '../media/media.runner';
import { SYNC, syncOffset, type SyncResult } from './sync.fns';

export interface SyncInput {
  path: string;
  /** ffprobe's format_name when known: the decode then accepts only that demuxer. */
  container?: string;
}

/** The first audio stream as mono float samples at the sync rate (all channels mixed). */
export async function decodeSyncAudio(
  runner: Pick<MediaRunner, 'runToBuffer'>,
  input: SyncInput,
  signal?: AbortSignal,
): Promise<Float32Array> {
  const pcm = await runner.runToBuffer(
    [
      '-nostdin',
      '-v',
      'error',
      ...userMediaInputOptions(input.container),
      '-i',
      input.path,
      '-map',
      '0:a:0',
      '-ac',
      '1',
      '-ar',
      String(SYNC.sampleRate),
      '-f',
      's16le',
      '-',
    ],
    { signal },
  );
  const samples = new Float32Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2) / 32768;
  return samples;
}

/** Each camera's place on the main audio's timeline; the main audio is decoded once. */
export async function syncCameras(
  runner: Pick<MediaRunner, 'runToBuffer'>,
  main: SyncInput,
  cameras: readonly SyncInput[],
  signal?: AbortSignal,
): Promise<SyncResult[]> {
  const mainSamples = await decodeSyncAudio(runner, main, signal);
  const results: SyncResult[] = [];
  for (const camera of cameras) {
    results.push(syncOffset(mainSamples, await decodeSyncAudio(runner, camera, signal)));
  }
  return results;
}
