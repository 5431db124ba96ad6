/**
 * Real speech for the topic benches: shared recordings joined into one 16 kHz mono WAV with
 * silences between them, so the true subject changes are known, then heard by pocketsphinx.
 */
import { join } from 'node:path';
import type { Word } from '@otto/shared/transcript';
import { parsePocketsphinxOutput } from '../apps/server/src/transcribe/pocketsphinx.engine';
import { runProcess } from '../apps/server/src/transcribe/process';
import { mediaPath, toWav16k } from '../apps/server/src/transcribe/transcribe.test-support';

/** One subject: files from ../shared/media, read in turn, then a pause before the next subject. */
export interface RecordedSubject {
  subject: string;
  files: string[];
  pauseAfter: number;
}

export interface JoinedSpeech {
  wav: string;
  durationSec: number;
  /** Where each subject's speech lies in the joined file. */
  spans: Array<{ subject: string; start: number; end: number }>;
}

const durationOf = async (file: string) =>
  Number(
    (
      await runProcess('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
    ).stdout.trim(),
  );

export async function joinSpeech(
  subjects: readonly RecordedSubject[],
  dir: string,
  opts: { leadInSec?: number; fileGapSec: number },
): Promise<JoinedSpeech> {
  const inputs: string[] = [];
  const spans: JoinedSpeech['spans'] = [];
  let n = 0;
  const silence = (d: number) => {
    inputs.push('-f', 'lavfi', '-t', String(d), '-i', 'anullsrc=r=16000:cl=mono');
    n++;
  };
  let at = opts.leadInSec ?? 0;
  if (at > 0) silence(at);
  for (const part of subjects) {
    const start = at;
    for (const [i, f] of part.files.entries()) {
      const wav = await toWav16k(mediaPath(f), join(dir, `${n}.wav`));
      inputs.push('-i', wav);
      n++;
      at += await durationOf(wav);
      const last = i === part.files.length - 1;
      const gap = last ? part.pauseAfter : opts.fileGapSec;
      if (last) spans.push({ subject: part.subject, start, end: at });
      if (gap > 0) silence(gap);
      at += gap;
    }
  }
  const wav = join(dir, 'interview.wav');
  const filter = `${Array.from({ length: n }, (_, i) => `[${i}:a]`).join('')}concat=n=${n}:v=0:a=1[out]`;
  const ff = await runProcess('ffmpeg', [
    ...['-v', 'error', '-y', ...inputs, '-filter_complex', filter, '-map', '[out]'],
    ...['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav],
  ]);
  if (ff.code !== 0) throw new Error(`ffmpeg concat failed: ${ff.stderr}`);
  return { wav, durationSec: at, spans };
}

export async function hearWithPocketsphinx(wav: string): Promise<Word[]> {
  const ps = await runProcess('pocketsphinx_continuous', ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null']);
  if (ps.code !== 0) throw new Error(`pocketsphinx failed: ${ps.stderr}`);
  return parsePocketsphinxOutput(ps.stdout);
}
