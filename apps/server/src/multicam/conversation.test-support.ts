/**
 * A two-person conversation filmed by two cameras, built from the shared speech recordings: each
 * camera's mic hears its own person at full level and the other at −18 dB, the main audio hears
 * both, and the cameras started at different times. The reference is where every phrase was put.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { voicePhrases, type Voice } from '../transcribe/diarize/conversation.test-support';
import { wavHeader } from '../transcribe/wav';
import type { MediaRunner } from '../media/media.runner';
import { lavfi } from '../media/ffmpeg.args';
import { FAST_H264, writeWithFfmpeg } from '../media/media.test-support';

const SR = 16_000;
export const BLEED_DB = -18;

export interface Phrase {
  /** Main-audio seconds. */
  start: number;
  end: number;
  /** 1 or 2: the person camera 1 or camera 2 films. */
  speaker: number;
}

export interface Conversation {
  main: string;
  cameras: string[];
  /** Main time = camera time + offset. */
  offsets: number[];
  phrases: Phrase[];
  durationSec: number;
}

function noise(length: number, seed: number, level = 3e-4): Float32Array {
  const out = new Float32Array(length);
  let s = seed;
  for (let i = 0; i < length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    out[i] = ((s / 0x7fffffff) * 2 - 1) * level;
  }
  return out;
}

async function writeWav(path: string, samples: Float32Array): Promise<string> {
  const pcm = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++)
    pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32767))), i * 2);
  await writeFile(path, Buffer.concat([wavHeader(SR, 1, 16, pcm.length), pcm]));
  return path;
}

/**
 * Turns alternate between the two voices, each `turnSec` long (whole phrases). Camera 1 started
 * `leads[0]` s before the main audio, camera 2 `leads[1]` s (negative: after it); each camera is
 * written as a small MP4 with a test picture.
 */
export async function buildTwoCameraConversation(
  runner: Pick<MediaRunner, 'run'>,
  dir: string,
  opts: {
    voices: [Voice, Voice];
    turnSec: readonly number[];
    leads: [number, number];
    /** One mic for everyone: both cameras record what the main audio hears. */
    sharedMic?: boolean;
  },
): Promise<Conversation> {
  const queues = await Promise.all(opts.voices.map((v) => voicePhrases(v, dir)));
  const placed: { samples: Float32Array; at: number; speaker: number }[] = [];
  const phrases: Phrase[] = [];
  let at = 1;
  opts.turnSec.forEach((seconds, t) => {
    const speaker = (t % 2) + 1;
    const queue = queues[speaker - 1]!;
    let taken = 0;
    while (queue.length > 0 && (taken === 0 || taken < seconds)) {
      const samples = queue.shift()!;
      if (taken > 0) at += 0.15;
      placed.push({ samples, at, speaker });
      phrases.push({ start: at, end: at + samples.length / SR, speaker });
      at += samples.length / SR;
      taken += samples.length / SR;
    }
    at += [0.5, 0.3, 0.8][t % 3]!;
  });
  const total = Math.ceil((at + 1) * SR);
  const mics = [1, 2].map((who) => {
    const track = noise(total, who * 7919);
    for (const p of placed) {
      const gain = p.speaker === who || opts.sharedMic ? 1 : 10 ** (BLEED_DB / 20);
      const offset = Math.round(p.at * SR);
      for (let i = 0; i < p.samples.length; i++) track[offset + i]! += p.samples[i]! * gain;
    }
    return track;
  });
  const mainTrack = noise(total, 4242);
  for (const p of placed) {
    const offset = Math.round(p.at * SR);
    for (let i = 0; i < p.samples.length; i++) mainTrack[offset + i]! += p.samples[i]!;
  }
  const main = await writeWav(join(dir, 'main.wav'), mainTrack);
  const cameras: string[] = [];
  const offsets: number[] = [];
  for (const [i, lead] of opts.leads.entries()) {
    // A camera that started earlier holds room noise first; one that started later misses the start.
    const shift = Math.round(lead * SR);
    const own = shift >= 0 ? new Float32Array(total + shift) : mics[i]!.slice(-shift);
    if (shift >= 0) {
      own.set(noise(shift, 99 + i));
      own.set(mics[i]!, shift);
    }
    const wav = await writeWav(join(dir, `mic${i + 1}.wav`), own);
    const video = await writeWithFfmpeg(
      runner,
      [
        ...lavfi(`testsrc2=size=160x90:rate=${i === 0 ? 30 : 25}`),
        '-i',
        wav,
        '-shortest',
        ...FAST_H264,
        '-c:a',
        'aac',
        '-ar',
        i === 0 ? '48000' : '44100',
      ],
      join(dir, `cam${i + 1}.mp4`),
    );
    cameras.push(video);
    offsets.push(-lead);
  }
  return { main, cameras, offsets, phrases, durationSec: total / SR };
}
