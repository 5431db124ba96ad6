/**
 * Files grouped by how they look: a signature of each file's colours (the joint histogram) and
 * structure (mean brightness on a coarse grid), clustered bottom-up until the closest two
 * groups are no longer alike. Footage of one location or one set ends up in one bin.
 */
import type { BrollFileLog, BrollGroup } from '@otto/shared/broll';
import { HISTOGRAM_BINS, type FrameSize } from './shots.fns';

const GRID = { columns: 4, rows: 3 };
/** Groups closer than this (0 same, 1 nothing alike) merge. */
const MERGE_BELOW = 0.3;

/** Histogram bins then grid brightness (0–1), averaged over the given frames. */
export function lookSignature(frames: readonly { rgb: Uint8Array; grey: Float32Array }[], size: FrameSize): number[] {
  const sig = new Array<number>(HISTOGRAM_BINS + GRID.columns * GRID.rows).fill(0);
  if (frames.length === 0) return sig;
  const shift = 6;
  for (const f of frames) {
    const pixels = f.rgb.length / 3;
    for (let p = 0; p < f.rgb.length; p += 3) {
      const bin = ((f.rgb[p]! >> shift) * 4 + (f.rgb[p + 1]! >> shift)) * 4 + (f.rgb[p + 2]! >> shift);
      sig[bin]! += 1 / pixels / frames.length;
    }
    const cellW = size.width / GRID.columns;
    const cellH = size.height / GRID.rows;
    for (let y = 0; y < size.height; y++) {
      for (let x = 0; x < size.width; x++) {
        const cell = Math.floor(y / cellH) * GRID.columns + Math.floor(x / cellW);
        sig[HISTOGRAM_BINS + cell]! += f.grey[y * size.width + x]! / 255 / (cellW * cellH) / frames.length;
      }
    }
  }
  return sig.map((v) => Math.round(v * 1e4) / 1e4);
}

/** Half the histograms' L1 distance and the mean grid difference, averaged: 0 to 1. */
export function lookDistance(a: readonly number[], b: readonly number[]): number {
  let hist = 0;
  for (let i = 0; i < HISTOGRAM_BINS; i++) hist += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  let grid = 0;
  const cells = GRID.columns * GRID.rows;
  for (let i = HISTOGRAM_BINS; i < HISTOGRAM_BINS + cells; i++) grid += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return (hist / 2 + grid / cells) / 2;
}

/** Average-linkage clustering of the files' signatures. */
export function clusterByLook(files: readonly Pick<BrollFileLog, 'sourceId' | 'signature'>[]): string[][] {
  const clusters = files.map((f) => [f]);
  const linkage = (x: (typeof clusters)[number], y: (typeof clusters)[number]) => {
    let sum = 0;
    for (const a of x) for (const b of y) sum += lookDistance(a.signature, b.signature);
    return sum / (x.length * y.length);
  };
  for (;;) {
    let best: { i: number; j: number; d: number } | undefined;
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        const d = linkage(clusters[i]!, clusters[j]!);
        if (!best || d < best.d) best = { i, j, d };
      }
    }
    if (!best || best.d >= MERGE_BELOW) break;
    clusters[best.i] = [...clusters[best.i]!, ...clusters[best.j]!];
    clusters.splice(best.j, 1);
  }
  return clusters.map((c) => c.map((f) => f.sourceId));
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A bin name from what the group's shots share most: light, people, main colours. */
export function groupName(logs: readonly Pick<BrollFileLog, 'shots'>[]): string {
  const shots = logs.flatMap((l) => l.shots);
  if (shots.length === 0) return 'Other footage';
  const count = (pred: (s: (typeof shots)[number]) => boolean) => shots.filter(pred).length / shots.length;
  const light = count((s) => s.light === 'night') > 0.5 ? 'Night' : 'Day';
  const people = count((s) => s.people) > 0.5 ? 'people' : 'scenery';
  const colours = new Map<string, number>();
  for (const s of shots) s.palette.forEach((c, i) => colours.set(c, (colours.get(c) ?? 0) + (3 - i)));
  const top = [...colours.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([c]) => c);
  return `${capital(light)} ${people}${top.length ? `, ${top.join(' and ')}` : ''}`;
}

/** Groups in file order, named, with names made unique ('… 2') when two groups look alike in words. */
export function brollGroups(logs: readonly BrollFileLog[]): BrollGroup[] {
  const byId = new Map(logs.map((l) => [l.sourceId, l]));
  const seen = new Map<string, number>();
  return clusterByLook(logs).map((ids, i) => {
    const base = groupName(ids.map((id) => byId.get(id)!));
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { id: `group-${i + 1}`, name: n > 1 ? `${base} ${n}` : base, sourceIds: ids };
  });
}
