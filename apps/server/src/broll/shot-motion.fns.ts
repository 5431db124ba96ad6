/**
 * Camera motion from block matching: each quarter of the picture is matched against the next
 * sampled frame over small shifts. All quarters moving one way is a pan or a tilt; the left and
 * right (top and bottom) quarters moving apart is a zoom; shifts that keep changing direction
 * are a handheld camera; nothing moving is a locked-off shot. Someone walking through a still
 * frame moves one quarter, not all four, so it does not read as a pan.
 */
import type { CameraMotion } from '@otto/shared/broll';
import type { FrameSize } from './shots.fns';

const MAX_SHIFT = 4;
/** A quarter whose best shift barely beats no shift is texture-less (sky, a wall): it says nothing. */
const MIN_GAIN = 0.04;

export interface Shift {
  dx: number;
  dy: number;
}

/** Content displacement of one block from a to b: b(x, y) ≈ a(x - dx, y - dy). */
export function blockShift(
  a: Float32Array,
  b: Float32Array,
  size: FrameSize,
  block: { x0: number; y0: number; x1: number; y1: number },
): Shift | null {
  const cost = (dx: number, dy: number) => {
    let sum = 0;
    let n = 0;
    for (let y = Math.max(block.y0, dy); y < Math.min(block.y1, size.height + dy); y++) {
      for (let x = Math.max(block.x0, dx); x < Math.min(block.x1, size.width + dx); x++) {
        sum += Math.abs(b[y * size.width + x]! - a[(y - dy) * size.width + (x - dx)]!);
        n++;
      }
    }
    return n > 0 ? sum / n : Infinity;
  };
  const still = cost(0, 0);
  let best: Shift = { dx: 0, dy: 0 };
  let bestCost = still;
  for (let dy = -MAX_SHIFT + 1; dy < MAX_SHIFT; dy++) {
    for (let dx = -MAX_SHIFT; dx <= MAX_SHIFT; dx++) {
      const c = cost(dx, dy);
      if (c < bestCost - 1e-9) {
        best = { dx, dy };
        bestCost = c;
      }
    }
  }
  if ((best.dx !== 0 || best.dy !== 0) && still - bestCost < MIN_GAIN * Math.max(1, still)) return { dx: 0, dy: 0 };
  // Slow moves shift less than a pixel between samples: the cost's parabola around the best
  // whole-pixel shift says where between pixels the true one lies.
  const refine = (minus: number, plus: number) => {
    const curve = minus - 2 * bestCost + plus;
    return Number.isFinite(curve) && curve > 1e-9 ? Math.max(-0.5, Math.min(0.5, (minus - plus) / (2 * curve))) : 0;
  };
  return {
    dx: best.dx + refine(cost(best.dx - 1, best.dy), cost(best.dx + 1, best.dy)),
    dy: best.dy + refine(cost(best.dx, best.dy - 1), cost(best.dx, best.dy + 1)),
  };
}

export interface FrameMotion {
  pan: number;
  tilt: number;
  zoom: number;
}

/** The four quarters' shifts turned into pan (content moving right > 0), tilt (down > 0), zoom (in > 0). */
export function frameMotion(a: Float32Array, b: Float32Array, size: FrameSize): FrameMotion {
  const { width: w, height: h } = size;
  const m = MAX_SHIFT;
  const [tl, tr, bl, br] = [
    { x0: m, y0: m, x1: w / 2, y1: h / 2 },
    { x0: w / 2, y0: m, x1: w - m, y1: h / 2 },
    { x0: m, y0: h / 2, x1: w / 2, y1: h - m },
    { x0: w / 2, y0: h / 2, x1: w - m, y1: h - m },
  ].map((block) => blockShift(a, b, size, block) ?? { dx: 0, dy: 0 }) as [Shift, Shift, Shift, Shift];
  const pan = (tl.dx + tr.dx + bl.dx + br.dx) / 4;
  const tilt = (tl.dy + tr.dy + bl.dy + br.dy) / 4;
  const zoom = (tr.dx + br.dx - tl.dx - bl.dx + bl.dy + br.dy - tl.dy - tr.dy) / 4;
  // One quarter moving alone is something in the shot moving, not the camera.
  const agree = [tl, tr, bl, br].filter((s) => Math.abs(s.dx) + Math.abs(s.dy) >= 0.15).length;
  return agree >= 3 ? { pan, tilt, zoom } : { pan: 0, tilt: 0, zoom: 0 };
}

/** Pixels (of the 64-wide picture) per second of steady movement that count as a camera move. */
const MOVE_PER_SEC = 1.5;

/**
 * The camera's motion over a shot from the motion between its sampled frames, `secondsApart`
 * apart. A steady direction wins; movement that mostly cancels out is handheld.
 */
export function classifyMotion(steps: readonly FrameMotion[], secondsApart: number): CameraMotion {
  if (steps.length === 0) return 'static';
  const seconds = steps.length * secondsApart;
  const sum = steps.reduce((s, m) => ({ pan: s.pan + m.pan, tilt: s.tilt + m.tilt, zoom: s.zoom + m.zoom }), {
    pan: 0,
    tilt: 0,
    zoom: 0,
  });
  const travel = steps.reduce((s, m) => s + Math.abs(m.pan) + Math.abs(m.tilt) + Math.abs(m.zoom), 0);
  const rate = { pan: sum.pan / seconds, tilt: sum.tilt / seconds, zoom: sum.zoom / seconds };
  const strongest = (['zoom', 'pan', 'tilt'] as const).reduce((best, k) =>
    Math.abs(rate[k]) > Math.abs(rate[best]) ? k : best,
  );
  if (Math.abs(rate[strongest]) >= MOVE_PER_SEC) {
    // Content moving right means the camera turns left, and so on.
    if (strongest === 'pan') return rate.pan > 0 ? 'pan_left' : 'pan_right';
    if (strongest === 'tilt') return rate.tilt > 0 ? 'tilt_up' : 'tilt_down';
    return rate.zoom > 0 ? 'zoom_in' : 'zoom_out';
  }
  return travel / seconds >= 2 * MOVE_PER_SEC ? 'handheld' : 'static';
}
