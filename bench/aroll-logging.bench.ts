/**
 * A-roll logging cost: analysis of the transcripts plus the sound-bite log (bites cut on word
 * gaps, topics, fillers, retakes, file summaries), as the server runs it when an import ends.
 * Footage of 10 minutes, 1 hour and 2 hours, built from the real test transcripts (pocketsphinx
 * on auto-editor_example.mp4 and the LibriSpeech/LibriVox readings, with fillers) repeated with
 * shifted times over 4 interview files. Transcription is not counted (see ingest.bench.ts).
 * Run: node --import tsx bench/aroll-logging.bench.ts
 * Prints, per length: logging time, the time ÷ footage duration, and the bites logged.
 */
import { performance } from 'node:perf_hooks';
import type { Word } from '@otto/shared/transcript';
import { analyseTranscripts } from '../apps/server/src/analyse/analyse';
import {
  exampleVideo,
  pocketsphinxWords,
  referenceFiles,
  referenceText,
  shiftWords,
  sourceOf,
  timedWords,
} from '../apps/server/src/analyse/analyse.test-support';
import { arollContainer, fileSummaries, soundBites } from '../apps/server/src/aroll/aroll-log.fns';

const FILES = 4;

async function baseWords(): Promise<Word[]> {
  const sentences: string[] = ['he hoped there would'];
  for (const files of Object.values(referenceFiles)) for (const f of files) sentences.push(await referenceText(f));
  const readings = timedWords(sentences.map((s, i) => (i % 3 === 1 ? s.replace(/^(\S+ \S+)/, '$1 um') : s)));
  const example = await pocketsphinxWords(exampleVideo);
  return [...readings, ...shiftWords(example, (readings.at(-1)?.end ?? 0) + 1.5)];
}

const base = await baseWords();
const loop = (base.at(-1)?.end ?? 0) + 2;

function footage(totalSec: number) {
  const perFile = totalSec / FILES;
  return Array.from({ length: FILES }, (_, f) => {
    const words: Word[] = [];
    for (let at = 0; at + loop <= perFile; at += loop) words.push(...shiftWords(base, at));
    return sourceOf(`00000000-0000-4000-8000-00000000000${f}`, words, {
      filename: `interview-${f + 1}.mov`,
      durationSec: perFile,
      rate: { num: 30000, den: 1001 },
    });
  });
}

// Warm-up: the first run pays for compiling the analysis code.
soundBites(analyseTranscripts(footage(600)));

for (const [label, seconds] of [
  ['10 min', 600],
  ['1 hour', 3600],
  ['2 hours', 7200],
] as const) {
  const sources = footage(seconds);
  const t0 = performance.now();
  const analysis = analyseTranscripts(sources);
  const bites = soundBites(analysis);
  fileSummaries(analysis, bites);
  arollContainer('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', bites);
  const ms = performance.now() - t0;
  const words = sources.reduce((n, s) => n + s.words.length, 0);
  console.log(
    `${label.padEnd(8)} ${String(words).padStart(6)} words  logging ${(ms / 1000).toFixed(2)} s  ` +
      `time ÷ footage ${(ms / 1000 / seconds).toExponential(2)}  (${bites.length} bites, ${bites.filter((b) => b.retake).length} retakes)`,
  );
}
