/**
 * Camera switching on an edit's timeline: the camera follows the active speaker, cuts land in the
 * pauses between words (a little before the new speaker starts), and no shot inside the edit is
 * shorter than `minShotSec` — a short interjection stays on the camera that was already up.
 */

export const SWITCHING = {
  minShotSec: 2,
  /** How far before a new speaker's first word the cut comes, pause permitting. */
  leadSec: 0.2,
} as const;

/** A word on the edit's timeline and who says it (several during crosstalk, none unknown). */
export interface SpokenWord {
  start: number;
  end: number;
  speakers: readonly number[];
}

export interface Shot {
  camera: number;
  start: number;
  end: number;
}

export interface CameraChoice {
  cameraOfSpeaker: Readonly<Record<string, number>>;
  wideCamera: number | null;
  /** Crosstalk shows the wide / most-speakers camera; otherwise only the loudest speaker counts. */
  overlapping: boolean;
}

/**
 * The camera for a word: its speaker's; during crosstalk (overlapping mode) the wide camera, else
 * the camera showing most of the speakers, the current one winning ties.
 */
export function cameraFor(
  speakers: readonly number[],
  current: number | undefined,
  choice: CameraChoice,
): number | undefined {
  const cameras = speakers.flatMap((s) =>
    choice.cameraOfSpeaker[String(s)] ? [choice.cameraOfSpeaker[String(s)]!] : [],
  );
  if (cameras.length === 0) return current;
  if (!choice.overlapping || speakers.length < 2) return cameras[0];
  if (choice.wideCamera !== null) return choice.wideCamera;
  const counts = new Map<number, number>();
  for (const c of cameras) counts.set(c, (counts.get(c) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return current !== undefined && counts.get(current) === most ? current : [...counts].find(([, n]) => n === most)![0];
}

/** Shots covering [0, duration) of an edit whose words (sorted, not overlapping) are given. */
export function switchCameras(
  words: readonly SpokenWord[],
  duration: number,
  choice: CameraChoice,
  fallbackCamera = 1,
): Shot[] {
  // Runs of words wanting the same camera.
  const runs: { camera: number; start: number; end: number }[] = [];
  let current: number | undefined;
  for (const w of words) {
    const camera = cameraFor(w.speakers, current, choice);
    if (camera === undefined) continue;
    current = camera;
    const last = runs.at(-1);
    if (last && last.camera === camera) last.end = w.end;
    else runs.push({ camera, start: w.start, end: w.end });
  }
  if (runs.length === 0) return duration > 0 ? [{ camera: fallbackCamera, start: 0, end: duration }] : [];
  const shots: Shot[] = runs.map((r) => ({ camera: r.camera, start: r.start, end: r.end }));
  shots[0]!.start = 0;
  for (let i = 1; i < shots.length; i++) {
    const prevEnd = runs[i - 1]!.end;
    const cut = Math.min(runs[i]!.start, Math.max(prevEnd, runs[i]!.start - SWITCHING.leadSec));
    shots[i - 1]!.end = cut;
    shots[i]!.start = cut;
  }
  shots.at(-1)!.end = Math.max(duration, shots.at(-1)!.end);
  return holdShortShots(shots);
}

/** Shots inside the edit shorter than the minimum fold into their neighbours; the ends may stay short. */
function holdShortShots(input: Shot[]): Shot[] {
  const shots = input.map((s) => ({ ...s }));
  for (;;) {
    let shortest = -1;
    for (let i = 1; i < shots.length - 1; i++) {
      const len = shots[i]!.end - shots[i]!.start;
      if (len < SWITCHING.minShotSec && (shortest < 0 || len < shots[shortest]!.end - shots[shortest]!.start))
        shortest = i;
    }
    if (shortest < 0) return shots;
    const prev = shots[shortest - 1]!;
    const next = shots[shortest + 1]!;
    if (prev.camera === next.camera) {
      prev.end = next.end;
      shots.splice(shortest, 2);
    } else {
      // Hold the camera already up: the viewer is not yanked away for a one-word interjection.
      prev.end = shots[shortest]!.end;
      shots.splice(shortest, 1);
    }
  }
}
