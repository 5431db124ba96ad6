/**
 * What can be said about a shot without a model: how the camera moves, how bright it is and
 * whether it reads as day or night, its main colours, whether people are in it (skin-toned
 * pixels, as the vertical crop looks for them), and how long it runs. From those, a sentence an
 * editor can scan in a bin and tags to search by.
 */
import type { CameraMotion, Shot } from '@otto/shared/broll';
import { isSkin } from '../media/subject-focus.fns';
import { classifyMotion, frameMotion } from './shot-motion.fns';
import type { FrameSize, ShotRange } from './shots.fns';

export interface ShotFrame {
  index: number;
  rgb: Uint8Array;
  grey: Float32Array;
}

/** Past this share of skin-toned pixels a person is in shot (hands alone rarely reach it). */
const PEOPLE_SKIN_SHARE = 0.03;
/** Mean luma below this, with a dark top of frame, is night or a dark interior. */
const NIGHT_LUMA = 65;

type ColourName =
  'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink' | 'white' | 'grey' | 'black' | 'brown';

export function colourName(r: number, g: number, b: number): ColourName {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const v = max / 255;
  const s = max === 0 ? 0 : (max - min) / max;
  if (v < 0.18) return 'black';
  if (s < 0.18) return v > 0.8 ? 'white' : 'grey';
  const d = max - min;
  const sector = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const h = sector * 60;
  if (h < 15 || h >= 345) return v < 0.55 ? 'brown' : 'red';
  if (h < 40) return v < 0.6 ? 'brown' : 'orange';
  if (h < 70) return 'yellow';
  if (h < 160) return 'green';
  if (h < 200) return 'teal';
  if (h < 260) return 'blue';
  if (h < 300) return 'purple';
  return 'pink';
}

/** Named colours covering at least 15 % of the shot, most present first (at most three). */
export function palette(frames: readonly ShotFrame[]): string[] {
  const counts = new Map<ColourName, number>();
  let total = 0;
  for (const f of frames) {
    for (let p = 0; p < f.rgb.length; p += 3) {
      const name = colourName(f.rgb[p]!, f.rgb[p + 1]!, f.rgb[p + 2]!);
      counts.set(name, (counts.get(name) ?? 0) + 1);
      total++;
    }
  }
  return [...counts.entries()]
    .filter(([, n]) => n / total >= 0.15)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
}

const meanOf = (values: ArrayLike<number>, from = 0, to = values.length) => {
  let s = 0;
  for (let i = from; i < to; i++) s += values[i]!;
  return to > from ? s / (to - from) : 0;
};

/** Edge energy: a blurred or mid-whip frame scores low, a crisp one high. */
function sharpness(grey: Float32Array, size: FrameSize): number {
  let sum = 0;
  for (let y = 0; y < size.height - 1; y++) {
    for (let x = 0; x < size.width - 1; x++) {
      const i = y * size.width + x;
      sum += Math.abs(grey[i + 1]! - grey[i]!) + Math.abs(grey[i + size.width]! - grey[i]!);
    }
  }
  return sum;
}

function skinShare(frames: readonly ShotFrame[]): number {
  let skin = 0;
  let total = 0;
  for (const f of frames) {
    for (let p = 0; p < f.rgb.length; p += 3) {
      if (isSkin(f.rgb[p]!, f.rgb[p + 1]!, f.rgb[p + 2]!)) skin++;
      total++;
    }
  }
  return total ? skin / total : 0;
}

const motionPhrase: Record<CameraMotion, string> = {
  static: 'Static shot',
  pan_left: 'Pan left',
  pan_right: 'Pan right',
  tilt_up: 'Tilt up',
  tilt_down: 'Tilt down',
  zoom_in: 'Zoom in',
  zoom_out: 'Zoom out',
  handheld: 'Handheld shot',
};

export function describeMeasures(m: {
  motion: CameraMotion;
  people: boolean;
  light: 'day' | 'night';
  brightness: number;
  palette: readonly string[];
  durationSec: number;
}): { description: string; tags: string[] } {
  const subject = m.people ? (m.motion === 'static' || m.motion === 'handheld' ? ' of a person' : ' on a person') : '';
  const light =
    m.light === 'night'
      ? 'night or low light'
      : m.brightness > 170
        ? 'bright daylight'
        : m.brightness > 100
          ? 'daylight'
          : 'soft light';
  const colours = m.palette.length ? `, ${m.palette.slice(0, 2).join(' and ')} tones` : '';
  const description = `${motionPhrase[m.motion]}${subject}, ${light}${colours}, ${m.durationSec.toFixed(1)} s.`;
  const tags = [
    m.motion.replace('_', '-'),
    m.light,
    ...(m.people ? ['people'] : []),
    ...(m.brightness > 170 ? ['bright'] : m.brightness < 60 ? ['dark'] : []),
    ...m.palette,
  ];
  return { description, tags };
}

/** Everything offline about one shot, from the frames kept inside it (in time order). */
export function describeShot(
  range: ShotRange,
  index: number,
  frames: readonly ShotFrame[],
  size: FrameSize,
  fps: number,
): Shot {
  const durationSec = range.end - range.start;
  const steps = [];
  for (let i = 1; i < frames.length; i++) steps.push(frameMotion(frames[i - 1]!.grey, frames[i]!.grey, size));
  const apart = frames.length > 1 ? (frames[1]!.index - frames[0]!.index) / fps : 1;
  const motion = classifyMotion(steps, apart);
  const brightness = meanOf(frames.map((f) => meanOf(f.grey)));
  const topThird = meanOf(frames.map((f) => meanOf(f.grey, 0, Math.floor(f.grey.length / 3))));
  const light = brightness < NIGHT_LUMA && topThird < NIGHT_LUMA + 10 ? 'night' : 'day';
  const colours = palette(frames);
  const people = skinShare(frames) >= PEOPLE_SKIN_SHARE;
  // The crispest frame, preferring the middle: the shot as an editor would remember it.
  const middle = (range.startFrame + range.endFrame) / 2;
  const span = Math.max(1, range.endFrame - range.startFrame);
  const best = frames.reduce<{ frame?: ShotFrame; score: number }>(
    (acc, f) => {
      const score = sharpness(f.grey, size) * (1 - (0.5 * Math.abs(f.index - middle)) / span);
      return score > acc.score ? { frame: f, score } : acc;
    },
    { score: -1 },
  ).frame;
  const { description, tags } = describeMeasures({ motion, people, light, brightness, palette: colours, durationSec });
  return {
    index,
    start: range.start,
    end: range.end,
    description,
    tags,
    motion,
    people,
    light,
    brightness: Math.round(brightness),
    palette: colours,
    bestFrameSec: (best?.index ?? range.startFrame) / fps,
    describedBy: 'offline',
  };
}
