import { join } from 'node:path';
import type { MediaRunner } from './media.runner';
import { mediaPath } from './media.test-support';

/**
 * The second set of what people import (after media-variety): camera and phone frame rates with
 * their timecodes, cuts that start between keyframes, audio that starts late or runs long, the
 * professional and web codecs, broadcast transport streams, audio-only files, anamorphic and
 * odd-sized pictures (files no decoder can read are in media-matrix-broken). Made with ffmpeg at
 * test time, each under 5 s and small: the whole matrix imports, exports and renders in about
 * two minutes on two shared cores.
 */
export interface MatrixClip {
  name: string;
  file: string;
  /** What the user imported it as (by extension, spec §3). */
  type: 'video' | 'audio';
  /** ffmpeg arguments before the output path; a function gets the temp folder for two-step clips. */
  make: string[] | ((dir: string, runner: Pick<MediaRunner, 'run'>) => Promise<void>);
  /** The player's picture (upright, square pixels), what exports and renders are sized from. */
  display?: { width: number; height: number };
  /** The frame rate exports are timed in, as FCPXML writes a frame: '1001/30000s'. */
  frameDuration?: string;
  /** Speech in the audio: the import completes with words; otherwise it ends in 'No speech detected'. */
  speech: boolean;
  /** The label the import ends with instead, when the speech is there but the engine cannot make it out. */
  heard?: string;
  /** The start timecode the camera wrote, which the EDL's source in-point must carry. */
  timecode?: string;
  /** Seconds of silence before the sound starts on the picture's clock (a late audio track). */
  soundFromSec?: number;
  /** A colour the picture shows at a time on the file's clock (a late-starting video track). */
  colourAt?: { sec: number; hex: string };
  /** The label the source ends with when the file is refused (spec §8). */
  refusedWith?: string;
  /**
   * How the editing apps' timelines describe the stored picture of an interlaced or anamorphic
   * file: FCPXML's format resource and FCP7 XML's sample characteristics (for Premiere and Resolve).
   */
  inEditingApps?: { fcpxmlFormat: RegExp; xmemlPicture: RegExp };
}

/** The FCP7 XML sample characteristics of a stored picture, whitespace between elements ignored. */
const xmemlPicture = (width: number, height: number, anamorphic: boolean, shape: string, fields: string) =>
  new RegExp(
    [
      `<width>${width}</width>`,
      `<height>${height}</height>`,
      `<anamorphic>${anamorphic ? 'TRUE' : 'FALSE'}</anamorphic>`,
      `<pixelaspectratio>${shape.replace(/[()]/g, '\\$&')}</pixelaspectratio>`,
      `<fielddominance>${fields}</fielddominance>`,
    ].join('\\s*'),
  );

/** "Go forward ten meters", 2.8 s. */
const speech = ['-i', mediaPath('speech/pocketsphinx-testdata/goforward.wav')];
export const tone = (seconds = 3, rate = 48000) => [
  ...args('-f lavfi -i'),
  `sine=frequency=440:sample_rate=${rate}:duration=${seconds}`,
];
export const picture = (size = '320x240', rate = '25', seconds = 3, source = 'testsrc2') => [
  ...args('-f lavfi -i'),
  `${source}=size=${size}:rate=${rate}:duration=${seconds}`,
];
const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast'];
const aac = ['-c:a', 'aac', '-b:a', '64k'];
const both = ['-map', '0:v:0', '-map', '1:a:0'];
export const shortest = [...both, '-shortest'];
const qvga = { width: 320, height: 240 };
/** Arguments written as one line: none of them holds a space. */
const args = (line: string) => line.split(' ');
export const run = (runner: Pick<MediaRunner, 'run'>, args: string[]) =>
  runner.run(['-nostdin', '-v', 'error', '-y', ...args]);

export const matrixClips: MatrixClip[] = [
  {
    // Phones drop and stretch frames: timestamps at irregular steps, average near 30.
    name: 'variable frame rate phone clip',
    file: 'vfr-phone.mp4',
    type: 'video',
    make: [
      ...picture('320x240', '60'),
      ...speech,
      ...shortest,
      '-vf',
      "select='not(mod(n\\,2))+eq(mod(n\\,7)\\,3)'",
      '-fps_mode',
      'vfr',
      ...x264,
      ...aac,
    ],
    display: qvga,
    // Taken from a 60 fps grid, averaging 34.5: the timeline runs at the grid's rate.
    frameDuration: '1/60s',
    speech: true,
  },
  {
    name: '29.97 fps with a drop-frame timecode',
    file: 'ntsc-df.mov',
    type: 'video',
    make: [...picture('320x240', '30000/1001'), ...speech, ...shortest, ...x264, ...aac, '-timecode', '01:00:00;00'],
    display: qvga,
    timecode: '01:00:00;00',
    frameDuration: '1001/30000s',
    speech: true,
  },
  {
    name: '23.976 fps with a timecode',
    file: 'film.mov',
    type: 'video',
    make: [...picture('320x240', '24000/1001'), ...tone(), ...shortest, ...x264, ...aac, '-timecode', '10:00:00:00'],
    display: qvga,
    timecode: '10:00:00:00',
    frameDuration: '1001/24000s',
    speech: false,
  },
  {
    name: '59.94 fps',
    file: 'ntsc-5994.mp4',
    type: 'video',
    make: [...picture('320x240', '60000/1001'), ...tone(), ...shortest, ...x264, ...aac],
    display: qvga,
    frameDuration: '1001/60000s',
    speech: false,
  },
  {
    name: 'PAL 25 fps with a timecode',
    file: 'pal.mp4',
    type: 'video',
    make: [...picture('320x240', '25'), ...tone(), ...shortest, ...x264, ...aac, '-timecode', '00:59:58:12'],
    display: qvga,
    timecode: '00:59:58:12',
    frameDuration: '1/25s',
    speech: false,
  },
  {
    // A stream copy cut 1.3 s into a B-frame GOP: the first packet is not a keyframe, the
    // video starts at a negative time and an edit list hides the lead-in.
    name: 'stream-copy cut (B-frames, edit list, negative start)',
    file: 'copy-cut.mp4',
    type: 'video',
    make: async (dir, runner) => {
      const whole = join(dir, 'copy-cut-whole.mp4');
      await run(runner, [
        ...picture('320x240', '30', 5),
        ...args('-f lavfi -i anullsrc=r=48000:cl=mono:d=1.3'),
        ...speech,
        ...args(
          '-filter_complex [1:a][2:a]concat=n=2:v=0:a=1[a] -map 0:v -map [a] -c:v libx264 -preset veryfast -bf 3 -g 60',
        ),
        ...aac,
        whole,
      ]);
      await run(runner, ['-ss', '1.3', '-i', whole, '-c', 'copy', join(dir, 'copy-cut.mp4')]);
    },
    display: qvga,
    frameDuration: '1/30s',
    speech: true,
  },
  {
    name: 'one keyframe at 29.97 (-g 1000)',
    file: 'one-gop.mp4',
    type: 'video',
    make: [
      ...picture('320x240', '30000/1001'),
      ...tone(),
      ...shortest,
      ...x264,
      ...args('-g 1000 -sc_threshold 0'),
      ...aac,
    ],
    display: qvga,
    frameDuration: '1001/30000s',
    speech: false,
  },
  {
    // A camera whose sound starts a second after its picture.
    name: 'audio starting 1 s after the video',
    file: 'late-audio.mp4',
    type: 'video',
    make: [...picture('320x240', '25', 4), '-itsoffset', '1', ...speech, ...both, ...x264, ...aac],
    display: qvga,
    speech: true,
    soundFromSec: 1,
  },
  {
    name: 'audio running 2 s past the video',
    file: 'long-audio.mp4',
    type: 'video',
    make: [...picture('320x240', '25', 1), ...tone(3), ...both, ...x264, ...aac],
    display: qvga,
    speech: false,
  },
  {
    // A recording joined mid-broadcast: the sound runs from 0, the picture from its first keyframe
    // at 1 s (transport streams have no edit list). Red until 2 s on the file's clock, then blue.
    name: 'transport stream whose picture starts 1 s after its sound',
    file: 'joined-late.ts',
    type: 'video',
    make: [
      ...args('-itsoffset 1 -f lavfi -i'),
      "color=c=red:s=320x240:r=25:d=3,drawbox=c=blue:t=fill:enable='gte(t,1)'",
      ...tone(4),
      ...both,
      ...x264,
      ...args('-c:a mp2 -f mpegts'),
    ],
    display: qvga,
    frameDuration: '1/25s',
    speech: false,
    colourAt: { sec: 1.5, hex: '#FF0000' },
  },
  {
    name: 'HEVC 10-bit (iPhone HDR-like)',
    file: 'hevc10.mov',
    type: 'video',
    make: [
      ...picture('320x240', '30'),
      ...tone(),
      ...shortest,
      ...args('-c:v libx265 -preset ultrafast -pix_fmt yuv420p10le -tag:v hvc1 -x265-params log-level=error'),
      ...aac,
    ],
    display: qvga,
    speech: false,
  },
  {
    name: 'ProRes 422 .mov with 24-bit PCM',
    file: 'prores.mov',
    type: 'video',
    make: [
      ...picture('320x240', '25', 2),
      ...speech,
      ...shortest,
      ...args('-c:v prores_ks -profile:v 2 -c:a pcm_s24le'),
    ],
    display: qvga,
    speech: true,
  },
  {
    name: 'WebM (VP9 + Opus)',
    file: 'vp9.webm',
    type: 'video',
    make: [
      ...picture('320x240', '30'),
      ...speech,
      ...shortest,
      ...args('-c:v libvpx-vp9 -deadline realtime -cpu-used 8 -b:v 300k -c:a libopus'),
    ],
    display: qvga,
    speech: true,
  },
  {
    // Interview kit: the lav on track 1, the camera's own mic on track 2.
    name: 'Matroska with two audio tracks',
    file: 'two-tracks.mkv',
    type: 'video',
    make: [
      ...picture('320x240', '25'),
      ...speech,
      ...tone(3),
      ...args('-map 0:v -map 1:a -map 2:a -shortest'),
      ...x264,
      ...aac,
    ],
    display: qvga,
    speech: true,
  },
  {
    name: 'MPEG-2 transport stream (.ts, broadcast)',
    file: 'broadcast.ts',
    type: 'video',
    make: [...picture('320x240', '25'), ...tone(), ...shortest, ...args('-c:v mpeg2video -q:v 4 -c:a mp2 -f mpegts')],
    display: qvga,
    speech: false,
  },
  {
    // AVCHD cameras: H.264 and AC-3 in a 192-byte-packet transport stream.
    name: 'AVCHD .mts (H.264 + AC-3, M2TS)',
    file: 'camera.mts',
    type: 'video',
    make: [
      ...picture('320x240', '30000/1001'),
      ...speech,
      ...shortest,
      ...x264,
      ...args('-c:a ac3 -f mpegts -mpegts_m2ts_mode 1'),
    ],
    display: qvga,
    frameDuration: '1001/30000s',
    speech: true,
  },
  {
    name: 'MP3 podcast',
    file: 'podcast.mp3',
    type: 'audio',
    make: [...speech, '-c:a', 'libmp3lame', '-b:a', '64k'],
    speech: true,
  },
  {
    name: 'telephone WAV (8 kHz mono)',
    file: 'phone-call.wav',
    type: 'audio',
    make: [...speech, '-ar', '8000', '-ac', '1', '-c:a', 'pcm_s16le'],
    speech: true,
    // The offline engine's model is trained on 16 kHz speech: telephone bandwidth is too little
    // for it (the catalogue's 'send clearer sound'); whisper and OpenAI transcribe it.
    heard: 'Unclear audio',
  },
  {
    name: '5.1 AAC .m4a',
    file: 'surround.m4a',
    type: 'audio',
    make: [...tone(3), '-ac', '6', ...aac, '-b:a', '192k'],
    speech: false,
  },
  {
    name: 'portrait 1078×1922',
    file: 'portrait.mp4',
    type: 'video',
    make: [...picture('1078x1922', '30', 2, 'testsrc'), ...speech, ...shortest, ...x264, ...aac],
    display: { width: 1078, height: 1922 },
    speech: true,
  },
  {
    // Odd width: 4:4:4 is the H.264 flavour that encodes it.
    name: '853×480 (odd width)',
    file: 'odd-width.mp4',
    type: 'video',
    make: [...picture('853x480', '25', 2, 'testsrc'), ...tone(2), ...shortest, ...x264, '-pix_fmt', 'yuv444p', ...aac],
    display: { width: 853, height: 480 },
    speech: false,
  },
  {
    // DV-like anamorphic widescreen: 720×480 stored, pixels 32:27 wide, shown 853×480.
    name: 'anamorphic 720×480 (SAR 32:27)',
    file: 'anamorphic.mov',
    type: 'video',
    make: [...picture('720x480', '30000/1001', 2), ...tone(2), ...shortest, '-vf', 'setsar=32/27', ...x264, ...aac],
    display: { width: 853, height: 480 },
    speech: false,
    inEditingApps: {
      fcpxmlFormat: /frameDuration="1001\/30000s" width="720" height="480" paspH="32" paspV="27"/,
      xmemlPicture: xmemlPicture(720, 480, true, 'NTSC-601', 'none'),
    },
  },
  {
    // A DV camcorder capture: dvvideo 4:1:1, widescreen flag, PCM sound, in AVI.
    name: 'DV widescreen .avi (dvvideo, 16:9 flag)',
    file: 'camcorder.avi',
    type: 'video',
    make: [
      ...picture('720x480', '30000/1001', 2),
      ...speech,
      ...shortest,
      ...args('-aspect 16:9 -pix_fmt yuv411p -c:v dvvideo -c:a pcm_s16le -ar 48000 -ac 2'),
    ],
    display: { width: 853, height: 480 },
    frameDuration: '1001/30000s',
    speech: true,
  },
  {
    // HDV: MPEG-2 in a transport stream, 1440×1080 stored with 4:3 pixels and shown 1920×1080
    // (here 960×720 shown 1280×720, to stay quick). No browser plays it: it gets a proxy.
    name: 'HDV-like MPEG-2 .m2t, anamorphic 960×720 (SAR 4:3)',
    file: 'hdv.m2t',
    type: 'video',
    make: [
      ...picture('960x720', '25', 2),
      ...tone(2),
      ...shortest,
      ...args('-vf setsar=4/3 -c:v mpeg2video -q:v 4 -c:a mp2 -f mpegts'),
    ],
    display: { width: 1280, height: 720 },
    frameDuration: '1/25s',
    speech: false,
    inEditingApps: {
      fcpxmlFormat: /frameDuration="1\/25s" width="960" height="720" paspH="4" paspV="3"/,
      xmemlPicture: xmemlPicture(960, 720, false, 'HD-(960x720)', 'none'),
    },
  },
  {
    // An HDV camcorder's own format: 1440×1080 stored with 4:3 pixels, interlaced, upper field
    // first, shown 1920×1080. The timelines say so, and are 1080i sequences themselves.
    name: 'HDV 1080i50 .m2t (1440×1080 interlaced, 4:3 pixels)',
    file: 'hdv-1080i.m2t',
    type: 'video',
    make: [
      ...picture('1440x1080', '25', 2),
      ...tone(2),
      ...shortest,
      ...args('-vf setsar=4/3,setfield=tff -flags +ilme+ildct -top 1 -c:v mpeg2video -q:v 6 -c:a mp2 -f mpegts'),
    ],
    display: { width: 1920, height: 1080 },
    frameDuration: '1/25s',
    speech: false,
    inEditingApps: {
      fcpxmlFormat: /frameDuration="1\/25s" fieldOrder="upper first" width="1440" height="1080" paspH="4" paspV="3"/,
      xmemlPicture: xmemlPicture(1440, 1080, false, 'HD-(1440x1080)', 'upper'),
    },
  },
  {
    name: 'very short (0.4 s)',
    file: 'blink.mp4',
    type: 'video',
    make: [...picture('320x240', '25', 0.4), ...tone(0.4), ...shortest, ...x264, ...aac],
    display: qvga,
    speech: false,
  },
  {
    name: 'a single frame over speech',
    file: 'one-frame.mov',
    type: 'video',
    make: [...picture('320x240', '30000/1001', 0.04), ...speech, ...both, ...x264, ...aac],
    display: qvga,
    speech: true,
  },
];

/** Makes one clip in `dir` and returns its path. */
export async function makeMatrixClip(runner: Pick<MediaRunner, 'run'>, dir: string, clip: MatrixClip): Promise<string> {
  const path = join(dir, clip.file);
  if (typeof clip.make === 'function') await clip.make(dir, runner);
  else await run(runner, [...clip.make, path]);
  return path;
}
