/**
 * Speaker labels: diarization error rate (collar 0.25 s) on conversations built from the shared
 * readers with known turns, and diarization time ÷ audio duration.
 * Run: node --import tsx bench/diarization.bench.ts   (BENCH_ASR=1 also labels real pocketsphinx words)
 *
 * Calibration readers: 1089, austen, 61, auto-editor. Held out of every tuning: 2412, jfk, sonnet.
 * Units are word-sized pieces of the detected speech (0.4 s), standing in for a transcript's words.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildConversation,
  type Turn,
  type Voice,
} from '../apps/server/src/transcribe/diarize/conversation.test-support';
import { diarizationErrorRate, type SpeakerSegment } from '../apps/server/src/transcribe/diarize/der.fns';
import { diarizeUnits, withSpeakers } from '../apps/server/src/transcribe/diarize/diarize';
import type { SpeechUnit } from '../apps/server/src/transcribe/diarize/diarize.fns';
import { createPocketsphinxEngine } from '../apps/server/src/transcribe/pocketsphinx.engine';
import { transcribeAudio } from '../apps/server/src/transcribe/transcribe.service';
import { createEnergyDetector } from '../apps/server/src/transcribe/vad';

const alternate = (
  voices: Voice[],
  count: number,
  seconds: (i: number) => number,
  gain = (i: number) => (i % 3 === 0 ? -6 : 0),
): Turn[] =>
  Array.from({ length: count }, (_, i) => ({
    voice: voices[i % voices.length]!,
    seconds: seconds(i),
    gainDb: gain(i),
  }));
const equal = () => 0;
const unequal = (i: number) => [3, 0, 1, 0, 2.5][i % 5]!;

const cases: Array<{ name: string; set: 'calibration' | 'held-out'; turns: Turn[] }> = [
  { name: '1089 + austen, equal turns', set: 'calibration', turns: alternate(['1089', 'austen'], 14, equal) },
  { name: '1089 + austen, unequal turns', set: 'calibration', turns: alternate(['1089', 'austen'], 8, unequal) },
  { name: '1089 + 61, short', set: 'calibration', turns: alternate(['1089', '61'], 4, equal) },
  { name: 'austen + auto-editor', set: 'calibration', turns: alternate(['austen', 'auto-editor'], 10, equal) },
  {
    name: '1089 + austen + auto-editor',
    set: 'calibration',
    turns: alternate(['1089', 'austen', 'auto-editor'], 15, equal),
  },
  { name: '2412 + jfk, equal turns', set: 'held-out', turns: alternate(['2412', 'jfk'], 8, equal) },
  { name: '2412 + jfk, unequal turns', set: 'held-out', turns: alternate(['2412', 'jfk'], 6, unequal) },
  { name: 'sonnet + 2412', set: 'held-out', turns: alternate(['sonnet', '2412'], 6, equal) },
  { name: 'jfk + auto-editor', set: 'held-out', turns: alternate(['jfk', 'auto-editor'], 10, equal) },
  { name: '2412 + jfk + sonnet', set: 'held-out', turns: alternate(['2412', 'jfk', 'sonnet'], 9, equal) },
  ...(['jfk', '2412', 'sonnet', '61', '1089-0000', 'austen-0870', 'auto-editor'] as Voice[]).map((voice) => ({
    name: `${voice} monologue`,
    set: (['jfk', '2412', 'sonnet'].includes(voice) ? 'held-out' : 'calibration') as 'calibration' | 'held-out',
    turns: [{ voice, seconds: 1000 }],
  })),
];

const wordSized = (regions: readonly SpeechUnit[]): SpeechUnit[] =>
  regions.flatMap((r) => {
    const n = Math.max(1, Math.round((r.end - r.start) / 0.4));
    return Array.from({ length: n }, (_, i) => ({
      start: r.start + ((r.end - r.start) * i) / n,
      end: r.start + ((r.end - r.start) * (i + 1)) / n,
    }));
  });

function turnsOf(units: readonly SpeechUnit[], speakers: readonly number[]): SpeakerSegment[] {
  const turns: SpeakerSegment[] = [];
  units.forEach((u, i) => {
    const last = turns.at(-1);
    if (last && last.speaker === String(speakers[i])) last.end = u.end;
    else turns.push({ start: u.start, end: u.end, speaker: String(speakers[i]) });
  });
  return turns;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'otto-bench-diarize-'));
  try {
    console.log(
      'set          | conversation                   | true spk | found | DER (units) | speech s | diarize ms | ÷ duration' +
        (process.env.BENCH_ASR ? ' | DER (pocketsphinx words)' : ''),
    );
    const sums: Record<string, number[]> = { calibration: [], 'held-out': [] };
    for (const c of cases) {
      const conversation = await buildConversation(c.turns, dir, c.name.replace(/\W+/g, '-'));
      const { regions } = await createEnergyDetector().detect(conversation.wavPath);
      const units = wordSized(regions);
      const t0 = performance.now();
      const result = await diarizeUnits(conversation.wavPath, units);
      const ms = performance.now() - t0;
      const der = diarizationErrorRate(conversation.reference, turnsOf(units, result.unitSpeakers), 0.25);
      const truth = new Set(conversation.reference.map((r) => r.speaker)).size;
      if (truth > 1) sums[c.set]!.push(der.der);
      let asr = '';
      if (process.env.BENCH_ASR) {
        const { result: t } = await transcribeAudio({
          engine: createPocketsphinxEngine(),
          wavPath: conversation.wavPath,
          language: 'en',
          tmpDir: dir,
        });
        const words = await withSpeakers(conversation.wavPath, t.words);
        const found = new Set(words.map((w) => w.speaker)).size;
        const der = diarizationErrorRate(
          conversation.reference,
          turnsOf(
            words,
            words.map((w) => w.speaker ?? 0),
          ),
          0.25,
        );
        asr = ` | ${pct(der.der)} (${found} found)`;
      }
      console.log(
        `${c.set.padEnd(12)} | ${c.name.padEnd(30)} | ${String(truth).padStart(8)} | ${String(result.speakers).padStart(5)} | ${pct(der.der).padStart(11)} | ${der.scored.toFixed(1).padStart(8)} | ${ms.toFixed(0).padStart(10)} | ${(ms / 1000 / conversation.durationSec).toFixed(4)}${asr}`,
      );
    }
    for (const [set, ders] of Object.entries(sums))
      console.log(
        `mean DER over ${set} conversations: ${pct(ders.reduce((a, b) => a + b, 0) / ders.length)} (worst ${pct(Math.max(...ders))})`,
      );

    // Cost on a long recording: ten minutes of one speaker (the example clip 15 times) and of a
    // two-speaker conversation made by alternating it with the readers.
    const clip = resolve(import.meta.dirname, '../../shared/media/video/auto-editor_example.mp4');
    const list = join(dir, 'list.txt');
    await writeFile(list, Array.from({ length: 15 }, () => `file '${clip}'`).join('\n'));
    const long = join(dir, 'ten-minutes.wav');
    spawnSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      long,
    ]);
    const { regions, durationSec } = await createEnergyDetector().detect(long);
    const units = wordSized(regions);
    const t0 = performance.now();
    const result = await diarizeUnits(long, units);
    const sec = (performance.now() - t0) / 1000;
    console.log(
      `ten minutes (${durationSec.toFixed(0)} s, ${units.length} units): ${result.speakers} speaker(s), diarize ${sec.toFixed(2)} s = ${(sec / durationSec).toFixed(4)} × duration`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
