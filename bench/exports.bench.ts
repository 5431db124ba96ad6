/**
 * Export cost on a long edit: 500 cuts over two hours from three 29.97 DF sources with word timings.
 * Run: node --import tsx bench/exports.bench.ts
 * Prints, per exporter, the median time of 5 runs (after one warm-up) and the output size.
 */
import {
  exportFormats,
  exportTimeline,
  fileUrlFromPath,
  RATE_29_97,
  storiesToTimeline,
  timelineDuration,
  formatTimecode,
  type EditSegment,
  type MediaReference,
} from '@otto/timeline';

const CUTS = 500;
const TARGET_SECONDS = 2 * 3600;
const RUNS = 5;

function source(sourceId: string, path: string): MediaReference {
  return {
    sourceId,
    name: path.slice(path.lastIndexOf('/') + 1),
    url: fileUrlFromPath(path),
    duration: 3 * 3600 * 30,
    rate: RATE_29_97,
    startTimecode: 107892,
    width: 1920,
    height: 1080,
    audioChannels: 2,
    audioRate: 48000,
    hasVideo: true,
    hasAudio: true,
  };
}

const media = Object.fromEntries(
  ['A', 'B', 'C'].map((cam) => [`cam-${cam}`, source(`cam-${cam}`, `/Volumes/Shoot/Day 1/Cam ${cam}.mov`)]),
);

const sentence = 'so what we learned from the first launch was that people wanted fewer features and a faster editor';
const segments: EditSegment[] = Array.from({ length: CUTS }, (_, i) => {
  const length = TARGET_SECONDS / CUTS;
  const start = (i * 17.3) % (3 * 3600 - length - 1);
  const tokens = sentence.split(' ');
  const step = length / tokens.length;
  return {
    sourceId: `cam-${'ABC'[i % 3]}`,
    start,
    end: start + length,
    text: sentence,
    words: tokens.map((text, w) => ({ text, start: start + w * step, end: start + (w + 0.8) * step })),
  };
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const t0 = performance.now();
  const timeline = storiesToTimeline({
    stories: [{ index: 0, title: 'Long cut', segments }],
    media,
    name: 'Benchmark',
  });
  const convertMs = performance.now() - t0;
  const duration = formatTimecode(timelineDuration(timeline), timeline.rate, timeline.dropFrame);
  console.log(`timeline: ${CUTS} cuts, ${duration}, conversion ${convertMs.toFixed(1)} ms`);
  console.log('format          median ms   size');
  for (const format of exportFormats) {
    let size = 0;
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const start = performance.now();
      const output = await exportTimeline(format, timeline);
      const elapsed = performance.now() - start;
      if (run > 0) times.push(elapsed);
      size = typeof output === 'string' ? Buffer.byteLength(output) : output.byteLength;
    }
    console.log(`${format.padEnd(15)} ${median(times).toFixed(1).padStart(9)}   ${(size / 1024).toFixed(1)} KiB`);
  }
}

await main();
