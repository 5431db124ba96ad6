import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lavfi } from '../media/ffmpeg.args';
import { createTestRunner, FAST_H264, mediaPath, writeWithFfmpeg } from '../media/media.test-support';
import { brollGroups } from './broll-groups.fns';
import { logBrollFile } from './broll-log';
import { concatPieces, DISTINCT_PIECES } from './broll.test-support';

const dir = mkdtempSync(join(tmpdir(), 'otto-broll-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const runner = createTestRunner();
let n = 0;
const log = (path: string) =>
  logBrollFile(runner, { path, fps: 25, sourceId: crypto.randomUUID(), filename: `clip-${++n}.mp4` });

/** `seconds` of a shared clip from `from`, silent, through the video filter `vf`. */
function excerpt(name: string, file: string, from: number, seconds: number, vf: string, ...options: string[]) {
  const args = ['-ss', String(from), '-t', String(seconds), '-i', mediaPath(file), '-vf', vf, '-an', ...options];
  return writeWithFfmpeg(runner, [...args, ...FAST_H264], join(dir, name));
}

/** A camera move made from the cartoon: a crop window travelling across it or closing in. */
const moved = (name: string, crop: string) =>
  excerpt(
    name,
    'video/lhotse_big_buck_bunny_small.mp4',
    1,
    3,
    `${crop},scale=320:180,setsar=1,fps=25`,
    '-frames:v',
    '75',
  );

/** A skin-toned figure standing still in front of a grey wall. */
const figure = (name: string) =>
  writeWithFfmpeg(
    runner,
    [
      ...lavfi('color=c=0x808890:s=320x180:r=25:d=2'),
      '-vf',
      'drawbox=x=130:y=30:w=60:h=80:color=0xD9A07A:t=fill',
      ...FAST_H264,
    ],
    join(dir, name),
  );

describe('describing shots offline', () => {
  it('tells a locked-off shot of a person from a pan and a zoom', async () => {
    const still = await log(await figure('figure.mp4'));
    expect(still.shots).toHaveLength(1);
    expect(still.shots[0]).toMatchObject({ motion: 'static', people: true, light: 'day' });
    expect(still.shots[0]!.description).toMatch(/^Static shot of a person, .*2\.0 s\.$/);

    const pan = await log(await moved('pan.mp4', "crop=160:90:x='t*40':y=60"));
    expect(pan.shots.map((s) => s.motion)).toEqual(['pan_right']);
    expect(pan.shots[0]!.tags).toContain('pan-right');

    const zoom = await log(
      await moved(
        'zoom.mp4',
        "scale=640:360,zoompan=z='1+on*0.012':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=320x180",
      ),
    );
    expect(zoom.shots.map((s) => s.motion)).toEqual(['zoom_in']);
  });

  it('names the colours and the light: the green screen reads green, the whole file keeps its duration', async () => {
    const green = await log(concatPieces(dir, [DISTINCT_PIECES[1]!], 'green.mp4'));
    expect(green.shots[0]!.palette).toContain('green');
    // The silhouette sways on a flat screen: its motion is its own, and no skin shows.
    expect(green.shots[0]!.people).toBe(false);
    expect(green.durationSec).toBeCloseTo(3, 1);
    const dark = await excerpt(
      'night.mp4',
      'video/auto-editor_example.mp4',
      2,
      2,
      'scale=320:180,eq=brightness=-0.45,fps=25',
    );
    const night = await log(dark);
    expect(night.shots[0]!.light).toBe('night');
    expect(night.shots[0]!.description).toContain('night or low light');
  });

  it('groups files that look alike: both timecode-screen clips, both green-screen clips, the cartoon alone', async () => {
    const logs = [];
    for (const [i, piece] of DISTINCT_PIECES.entries()) logs.push(await log(concatPieces(dir, [piece], `p${i}.mp4`)));
    const groups = brollGroups(logs);
    const ids = logs.map((l) => l.sourceId);
    const sets = groups.map((g) => [...g.sourceIds].sort());
    expect(sets).toEqual(expect.arrayContaining([[ids[0], ids[3]].sort(), [ids[1], ids[4]].sort(), [ids[2]]]));
    expect(groups).toHaveLength(3);
    expect(new Set(groups.map((g) => g.name)).size).toBe(3);
  });
});
