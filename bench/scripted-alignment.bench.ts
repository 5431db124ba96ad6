/**
 * Scripted Story alignment cost: a 300-line script against a 2-hour transcript. The words are
 * real (the vocabulary of the shared test transcripts: the LibriSpeech/LibriVox references and
 * pocketsphinx on auto-editor_example.mp4); lines are drawn from them with a seeded generator.
 * Each line is read 1–4 times (a third of the takes cut short, a quarter with fillers, 8 % of
 * words misheard), with unscripted talk between takes, at 2.5 words/s until 2 hours are filled.
 * Run: node --import tsx bench/scripted-alignment.bench.ts
 * Prints the alignment time (p50 of 5 runs after a warm-up) and how many lines chose a complete take.
 */
import { performance } from 'node:perf_hooks';
import type { Word } from '@otto/shared/transcript';
import {
  exampleVideo,
  pocketsphinxWords,
  referenceFiles,
  referenceText,
} from '../apps/server/src/analyse/analyse.test-support';
import { alignmentRules, alignScript } from '../apps/server/src/scripted/script-alignment.fns';

const TARGET_SECONDS = 2 * 3600;
const LINES = 300;
const RUNS = 5;

// mulberry32: the same script and transcript on every run.
let seed = 18;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

const vocabulary = new Set<string>();
for (const files of Object.values(referenceFiles))
  for (const f of files) for (const w of (await referenceText(f)).split(/\s+/)) vocabulary.add(w);
for (const w of await pocketsphinxWords(exampleVideo)) vocabulary.add(w.text);
const lexicon = [...vocabulary].filter(Boolean);

const script = Array.from({ length: LINES }, () =>
  Array.from({ length: 8 + Math.floor(random() * 9) }, () => pick(lexicon)).join(' '),
);

const words: Word[] = [];
let t = 0.5;
const say = (text: string) => {
  words.push({ text, start: t, end: t + 0.3, confidence: 0.9 });
  t += 0.4;
};
while (t < TARGET_SECONDS) {
  for (const line of script) {
    if (t >= TARGET_SECONDS) break;
    const takes = 1 + Math.floor(random() * 4);
    for (let k = 0; k < takes; k++) {
      const tokens = line.split(' ');
      const short = random() < 1 / 3 ? Math.ceil(tokens.length / 2) : tokens.length;
      const fillers = random() < 0.25;
      tokens.slice(0, short).forEach((w, i) => {
        if (fillers && i % 4 === 2) say('um');
        say(random() < 0.08 ? pick(lexicon) : w);
      });
      t += 1.5;
    }
    for (let k = Math.floor(random() * 10); k > 0; k--) say(pick(lexicon));
    t += 1.5;
  }
}

const sources = [{ sourceId: 'bench', words }];
alignScript(script.slice(0, 10), sources);
const samples: number[] = [];
let result = alignScript(script, sources);
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  result = alignScript(script, sources);
  samples.push(performance.now() - t0);
}
samples.sort((a, b) => a - b);
const complete = result.filter((l) => l.takes[0] && l.takes[0].coverage >= alignmentRules.completeCoverage).length;
console.log(
  `2-hour transcript (${words.length} words), ${LINES}-line script: alignment p50 ${(samples[RUNS >> 1]! / 1000).toFixed(2)} s ` +
    `(min ${(samples[0]! / 1000).toFixed(2)} s, max ${(samples.at(-1)! / 1000).toFixed(2)} s); ` +
    `${complete}/${LINES} lines chose a complete take, ${result.filter((l) => l.takes.length === 0).length} not found`,
);
