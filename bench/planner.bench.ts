/**
 * Assistant cost on long footage: a 2-hour transcript built from the real test transcripts
 * (pocketsphinx on auto-editor_example.mp4 and the LibriSpeech/LibriVox readings, with fillers
 * and a restarted line) repeated with shifted times. Run: node --import tsx bench/planner.bench.ts
 * Prints the analysis time (once per transcript change; cached per project in the server) and the
 * planner's latency per prompt kind: p50 / p95 over 20 runs, after one warm-up.
 */
import { performance } from 'node:perf_hooks';
import type { Word } from '@otto/shared/transcript';
import { analysePrepared, analyseTranscripts, clauseTexts, prepareAnalysis } from '../apps/server/src/analyse/analyse';
import { embedSentences } from '../apps/server/src/analyse/sentence-meaning';
import {
  exampleVideo,
  pocketsphinxWords,
  referenceFiles,
  referenceText,
  shiftWords,
  sourceOf,
  timedWords,
} from '../apps/server/src/analyse/analyse.test-support';
import type { Container } from '@otto/shared/container';
import { planPrompt } from '../apps/server/src/assistant/planner';

const TARGET_SECONDS = 2 * 3600;
const RUNS = 20;
const SOURCE_ID = '77777777-7777-4777-8777-777777777777';

async function baseWords(): Promise<Word[]> {
  const sentences: string[] = ['he hoped there would'];
  for (const files of Object.values(referenceFiles)) for (const f of files) sentences.push(await referenceText(f));
  const readings = timedWords(sentences.map((s, i) => (i % 3 === 1 ? s.replace(/^(\S+ \S+)/, '$1 um') : s)));
  const example = await pocketsphinxWords(exampleVideo);
  const offset = (readings.at(-1)?.end ?? 0) + 1.5;
  return [...readings, ...shiftWords(example, offset)];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function time(fn: () => void, runs = RUNS): { p50: number; p95: number } {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

const base = await baseWords();
const loop = (base.at(-1)?.end ?? 0) + 2;
const words: Word[] = [];
for (let at = 0; at + loop <= TARGET_SECONDS; at += loop) words.push(...shiftWords(base, at));
const source = sourceOf(SOURCE_ID, words, {
  filename: 'two-hours.mov',
  durationSec: TARGET_SECONDS,
  rate: { num: 30000, den: 1001 },
});

// Sentence meaning: the transcript repeats its base, so the base's clauses stand for all of them.
const clauses = clauseTexts(prepareAnalysis([source]));
const distinct = new Set(clauses).size;
const embedStart = performance.now();
const meaning = await embedSentences(clauses);
const embedMs = performance.now() - embedStart;
const wordsOnly = time(() => analyseTranscripts([source]), 3);
let analysis = analysePrepared(prepareAnalysis([source]), meaning);
const analyse = time(() => (analysis = analysePrepared(prepareAnalysis([source]), meaning)), 5);
console.log(
  `transcript: ${words.length} words, ${(TARGET_SECONDS / 3600).toFixed(1)} h; analysis: ${analysis.units.length} units, ${analysis.topics.length} topics, ${analysis.fillers.length} fillers, ${analysis.units.filter((u) => u.retakeOf).length} retakes`,
);
console.log(
  `sentence meaning: ${distinct} distinct of ${clauses.length} clauses in ${embedMs.toFixed(0)} ms (model load included): ${(embedMs / distinct).toFixed(1)} ms per clause, ~${(((embedMs / distinct) * clauses.length) / 1000).toFixed(1)} s for all-new clauses`,
);
console.log(
  `analyse, words only (3 runs)         p50 ${wordsOnly.p50.toFixed(1)} ms   p95 ${wordsOnly.p95.toFixed(1)} ms`,
);
console.log(`analyse, with meaning (5 runs)       p50 ${analyse.p50.toFixed(1)} ms   p95 ${analyse.p95.toFixed(1)} ms`);

const clip = planPrompt('Cut me a video on topic 1', analysis, { mode: 'standard' });
const previous = {
  container: {
    schemaVersion: 1,
    id: '88888888-8888-4888-8888-888888888888',
    projectId: '99999999-9999-4999-8999-999999999999',
    stories: clip.stories.map((s, index) => ({ index, title: s.title, segments: s.segments })),
  } satisfies Container,
  storyIndex: 0,
};

const prompts: Array<[string, string, 'standard' | 'social_media' | 'rough_cut', boolean]> = [
  ['topic cut', 'Cut me a video on topic 1', 'standard', false],
  ['two topics', 'Explore topics 1 and 2', 'standard', false],
  ['45 s social clip', 'Make me a 45-second social clip about dinner', 'social_media', false],
  ['rough cut 5 min', 'Rough cut of 5 minutes', 'rough_cut', false],
  ['rough cut 30 min', 'Rough cut of 30 minutes', 'rough_cut', false],
  ['hook follow-up', 'Make the hook punchier', 'standard', true],
  ['clean follow-up', 'Remove the ums and long pauses', 'standard', true],
  ['instagram copy', 'Create a title/description for Instagram', 'standard', false],
  ['blog post', 'Create a complementary blog post', 'standard', false],
  ['SEO titles', 'Create SEO-friendly titles', 'standard', false],
  ['YouTube description', 'Create punchy description for YouTube', 'standard', false],
  ['what is it about', 'What is this about?', 'standard', false],
  ['where mentioned', 'Where do they mention the wizard?', 'standard', false],
];
for (const [label, prompt, mode, followUp] of prompts) {
  let seconds = 0;
  const t = time(() => {
    const plan = planPrompt(prompt, analysis, { mode, previous: followUp ? previous : undefined });
    seconds = plan.stories.reduce((sum, s) => sum + s.segments.reduce((x, seg) => x + seg.end - seg.start, 0), 0);
  });
  console.log(
    `${label.padEnd(22)} (${RUNS} runs)  p50 ${t.p50.toFixed(1).padStart(7)} ms   p95 ${t.p95.toFixed(1).padStart(7)} ms   edit ${seconds.toFixed(1)} s`,
  );
}
