/** Diarization error rate, scored the NIST way on a 10 ms grid. */

export interface SpeakerSegment {
  start: number;
  end: number;
  speaker: string;
}

const STEP = 0.01;

function permutations(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (const rest of permutations(n, k - 1)) for (let i = 0; i < n; i++) if (!rest.includes(i)) out.push([...rest, i]);
  return out;
}

/**
 * (missed speech + false alarm + speaker confusion) ÷ reference speech, ignoring `collarSec`
 * either side of every reference boundary, with hypothesis speakers mapped one-to-one onto
 * reference speakers to minimise the error (up to 6 on either side).
 */
export function diarizationErrorRate(
  reference: readonly SpeakerSegment[],
  hypothesis: readonly SpeakerSegment[],
  collarSec = 0.25,
): { der: number; missed: number; falseAlarm: number; confusion: number; scored: number } {
  const end = Math.max(0, ...reference.map((s) => s.end), ...hypothesis.map((s) => s.end));
  const cells = Math.ceil(end / STEP);
  const refNames = [...new Set(reference.map((s) => s.speaker))];
  const hypNames = [...new Set(hypothesis.map((s) => s.speaker))];
  const paint = (segments: readonly SpeakerSegment[], names: string[]) => {
    const grid = new Int8Array(cells).fill(-1);
    for (const s of segments)
      for (let c = Math.round(s.start / STEP); c < Math.min(cells, Math.round(s.end / STEP)); c++)
        grid[c] = names.indexOf(s.speaker);
    return grid;
  };
  const ref = paint(reference, refNames);
  const hyp = paint(hypothesis, hypNames);
  const scored = new Uint8Array(cells).fill(1);
  for (const s of reference)
    for (const edge of [s.start, s.end])
      for (
        let c = Math.max(0, Math.round((edge - collarSec) / STEP));
        c < Math.min(cells, Math.round((edge + collarSec) / STEP));
        c++
      )
        scored[c] = 0;
  // Overlap of every (hypothesis, reference) pair, for the mapping.
  const overlap = hypNames.map(() => new Array<number>(refNames.length).fill(0));
  let missed = 0;
  let falseAlarm = 0;
  let speech = 0;
  let both = 0;
  for (let c = 0; c < cells; c++) {
    if (!scored[c]) continue;
    if (ref[c]! >= 0) speech++;
    if (ref[c]! >= 0 && hyp[c]! < 0) missed++;
    if (ref[c]! < 0 && hyp[c]! >= 0) falseAlarm++;
    if (ref[c]! >= 0 && hyp[c]! >= 0) {
      both++;
      overlap[hyp[c]!]![ref[c]!]!++;
    }
  }
  const k = Math.min(hypNames.length, refNames.length);
  let best = 0;
  // Assign the smaller side onto the larger one.
  if (hypNames.length <= refNames.length)
    for (const p of permutations(refNames.length, k))
      best = Math.max(
        best,
        p.reduce((s, r, h) => s + overlap[h]![r]!, 0),
      );
  else
    for (const p of permutations(hypNames.length, k))
      best = Math.max(
        best,
        p.reduce((s, h, r) => s + overlap[h]![r]!, 0),
      );
  const confusion = both - best;
  const scale = (x: number) => x * STEP;
  return {
    der: speech === 0 ? 0 : (missed + falseAlarm + confusion) / speech,
    missed: scale(missed),
    falseAlarm: scale(falseAlarm),
    confusion: scale(confusion),
    scored: scale(speech),
  };
}
