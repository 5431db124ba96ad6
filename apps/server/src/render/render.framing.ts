import type { MediaRunner } from '../media/media.runner';
import type { MediaInfo } from '../media/media.types';
import { subjectFocus } from '../media/subject-framing';
import { steadyFocus } from '../media/subject-focus.fns';
import type { CutSpec, OutputFrame } from './render.args';

/** The picture as a player shows it: a phone clip recorded sideways is taller than wide. */
const shownSize = (info: MediaInfo) => {
  const v = info.video!;
  return v.rotation === 90 || v.rotation === 270
    ? { width: v.height, height: v.width }
    : { width: v.width, height: v.height };
};

/**
 * Vertical renders: finds the subject of every cut with a picture and centres its crop there,
 * holding one crop across neighbouring cuts whose subject barely moves.
 */
export async function frameSubjects(
  runner: Pick<MediaRunner, 'runToBuffer'>,
  cuts: readonly CutSpec[],
  infoByPath: ReadonlyMap<string, MediaInfo>,
  frame: OutputFrame,
  opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<CutSpec[]> {
  const found: CutSpec[] = [];
  for (const [i, cut] of cuts.entries()) {
    const info = infoByPath.get(cut.path);
    if (!cut.hasVideo || !info?.video) {
      found.push(cut);
      continue;
    }
    const focusX = await subjectFocus(runner, {
      path: cut.path,
      container: cut.container,
      fieldOrder: cut.fieldOrder,
      start: cut.start,
      duration: (cut.frames * frame.rate.den) / frame.rate.num,
      picture: shownSize(info),
      target: frame,
      signal: opts.signal,
    });
    found.push({ ...cut, focusX });
    opts.onProgress?.((i + 1) / cuts.length);
  }
  const steady = steadyFocus(found);
  return found.map((cut, i) => (steady[i] === undefined ? cut : { ...cut, focusX: steady[i] }));
}
