import { join } from 'node:path';
import type { MediaRunner } from './media.runner';
import { mediaPath } from './media.test-support';

/**
 * Short clips of the kinds people really upload, made with ffmpeg at test time (nothing is
 * committed): phone apps' single keyframe, a single frame, odd sizes, 10-bit, VFR, rotation,
 * surround and telephone audio, and the common containers. Each is at most 4 s and small, so
 * the whole set imports quickly on two cores.
 */
export interface VarietyClip {
  name: string;
  file: string;
  /** Input arguments and encoding arguments, before the output path. */
  args: string[];
  /** Degrees the player is told to turn the picture, written by a stream copy afterwards. */
  displayRotation?: number;
}

/** "Go forward ten meters", 2.8 s: real speech, so an import can complete. */
const speech = mediaPath('speech/pocketsphinx-testdata/goforward.wav');
const voice = ['-i', speech];
/**
 * A tone: the media half runs in full (audio, waveform, pictures, proxy, all stored) and the
 * import then ends in 'No speech detected' without the slow speech recogniser.
 */
const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=3'];
// testsrc2 rounds odd sizes down to even ones; testsrc keeps them.
const picture = (size = '320x240', rate = 25, seconds = 3, source = 'testsrc2') => [
  '-f',
  'lavfi',
  '-i',
  `${source}=size=${size}:rate=${rate}:duration=${seconds}`,
];
const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast'];
const aac = ['-c:a', 'aac', '-b:a', '64k'];
const both = ['-map', '0:v:0', '-map', '1:a:0', '-shortest'];

export const varietyClips: VarietyClip[] = [
  {
    // The reported crash: one keyframe in the whole clip (keyint above the frame count).
    name: 'one keyframe (phone app export)',
    file: 'one-keyframe.mp4',
    args: [...picture(), ...voice, ...both, ...x264, '-x264-params', 'keyint=1000:min-keyint=1000:scenecut=0', ...aac],
  },
  {
    name: 'a single video frame over speech',
    file: 'one-frame.mp4',
    args: [...picture('320x240', 25, 0.04), ...voice, '-map', '0:v:0', '-map', '1:a:0', ...x264, ...aac],
  },
  {
    name: 'half a second',
    file: 'half-second.mp4',
    args: [...picture('320x240', 25, 0.5), ...tone, ...both, ...x264, ...aac],
  },
  {
    // Frames dropped unevenly and kept with their own timestamps: 25 fps for a second, then 5.
    name: 'variable frame rate',
    file: 'vfr.mp4',
    args: [
      ...picture(),
      ...tone,
      ...both,
      '-vf',
      "select='lt(t\\,1)+not(mod(n\\,5))'",
      '-fps_mode',
      'vfr',
      ...x264,
      ...aac,
    ],
  },
  {
    name: 'portrait phone video (display rotation 90°)',
    file: 'rotated.mp4',
    args: [...picture(), ...tone, ...both, ...x264, ...aac],
    displayRotation: 90,
  },
  {
    // 4:4:4 is the H.264 flavour that encodes odd sizes; no browser plays it, so it gets a proxy.
    name: 'odd size 1081×1921',
    file: 'odd-size.mp4',
    args: [...picture('1081x1921', 5, 3, 'testsrc'), ...voice, ...both, ...x264, '-pix_fmt', 'yuv444p', ...aac],
  },
  {
    name: '10-bit H.264',
    file: 'ten-bit.mp4',
    args: [...picture(), ...tone, ...both, ...x264, '-pix_fmt', 'yuv420p10le', ...aac],
  },
  {
    name: '6-channel audio',
    file: 'surround.mp4',
    args: [...picture(), ...tone, ...both, ...x264, ...aac, '-ac', '6'],
  },
  {
    name: 'mono 8 kHz audio',
    file: 'telephone.mp4',
    args: [...picture(), ...tone, ...both, ...x264, ...aac, '-ac', '1', '-ar', '8000'],
  },
  {
    name: 'Matroska (H.264 + AAC)',
    file: 'clip.mkv',
    args: [...picture(), ...tone, ...both, ...x264, ...aac],
  },
  {
    name: 'WebM (VP8 + Vorbis)',
    file: 'clip.webm',
    args: [
      ...picture(),
      ...tone,
      ...both,
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-b:v',
      '300k',
      '-c:a',
      'libvorbis',
    ],
  },
  {
    // What cameras write: QuickTime with PCM audio.
    name: 'QuickTime (H.264 + PCM)',
    file: 'clip.mov',
    args: [...picture(), ...tone, ...both, ...x264, '-c:a', 'pcm_s16le'],
  },
];

/** Encodes one clip into `dir` and returns its path. */
export async function makeVarietyClip(runner: Pick<MediaRunner, 'run'>, dir: string, clip: VarietyClip) {
  const path = join(dir, clip.file);
  const encoded = clip.displayRotation === undefined ? path : join(dir, `unrotated-${clip.file}`);
  await runner.run(['-nostdin', '-v', 'error', '-y', ...clip.args, encoded]);
  if (clip.displayRotation === undefined) return path;
  // ffmpeg 6.1+ takes -display_rotation; older ones write the matrix from a 'rotate' tag, but
  // only when copying. ffmpeg's angle is counter-clockwise, the tag's (and probe's) clockwise.
  const degrees = String(clip.displayRotation);
  const copy = ['-nostdin', '-v', 'error', '-y'];
  await runner
    .run([...copy, '-display_rotation:v:0', `-${degrees}`, '-i', encoded, '-c', 'copy', path])
    .catch(() => runner.run([...copy, '-i', encoded, '-c', 'copy', '-metadata:s:v:0', `rotate=${degrees}`, path]));
  return path;
}
