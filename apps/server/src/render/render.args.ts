import type { LogoCorner } from '@otto/shared/branding';
import {
  brandingImageInputOptions,
  overlayVideoInputOptions,
  ownFileInputOptions,
  userMediaInputOptions,
} from '../media/media-confinement';
import { deinterlaced } from '../media/deinterlace';
import type { FieldOrder, Rational } from '../media/media.types';

/**
 * Pure argv builders for rendering an edit: cut list + frame + branding → ffmpeg arguments.
 * Nothing here touches a process or a file; render.service.ts runs them through the media runner.
 *
 * Strategy: every cut is read from the ORIGINAL with input seeking (`-ss` before `-i`, accurate
 * because we decode), normalised to the output frame (size, rate, yuv420p, 48 kHz stereo),
 * trimmed to its exact frame and sample count and joined with the concat filter; the same graph
 * then overlays the overlay video, burns the captions (libass), puts the logo in its corner and
 * adds 3 s intro/outro stills. Long edits are first rendered in parts (lossless-enough H.264 + PCM
 * in Matroska, so the cut points stay sample-exact) that a last pass joins with the concat demuxer.
 * Every input names the demuxers it may use (media-confinement.ts): originals and branding are
 * the users' files, and a playlist among them would read files that are not theirs.
 */

export interface OutputFrame {
  width: number;
  height: number;
  rate: Rational;
}

/** One cut of the edit, in seconds of its source file. */
export interface CutSpec {
  path: string;
  /** ffprobe's format_name of the file, when known: the one demuxer it is read with. */
  container?: string;
  start: number;
  /** Frames of the output this cut fills (its exact length is frames / rate). */
  frames: number;
  hasVideo: boolean;
  hasAudio: boolean;
  /** Multicam: the sound comes from another file (the main audio) from `start` seconds, not from `path`. */
  audio?: { path: string; start: number; container?: string };
  /** Vertical crops: where the subject is across the source picture (0–1); the centre when absent. */
  focusX?: number;
  /** The picture's field order when `path` is interlaced: it is deinterlaced before anything else. */
  fieldOrder?: FieldOrder;
}

/** How a picture of another shape meets the frame: letterbox (landscape) or a crop on the subject (vertical). */
export type Fit = 'pad' | 'cover';

export interface Finish {
  /** An .ass file to burn in, timed to the edit (intro excluded). */
  captions?: string;
  logo?: { path: string; corner: LogoCorner };
  intro?: string;
  outro?: string;
  /** A .mov (alpha kept) laid over the edit from `start` seconds. */
  overlay?: { path: string; start: number };
  /** Audio-only cuts show an animated waveform instead of black. */
  waveform?: boolean;
}

export type RenderInput = { kind: 'cuts'; cuts: CutSpec[] } | { kind: 'concat'; listPath: string };

export type RenderJob =
  /** The whole original, remuxed without re-encoding. */
  | { type: 'copy'; input: string; output: string; container?: string }
  /** Cuts (or joined parts) → finished MP4, or an intermediate part when `intermediate`. */
  | {
      type: 'render';
      input: RenderInput;
      frame: OutputFrame;
      fit: Fit;
      finish: Finish;
      output: string;
      intermediate?: boolean;
    }
  /** Captions alone on a transparent frame: ProRes 4444 with alpha. */
  | { type: 'prores_captions'; frame: OutputFrame; frames: number; captions: string; output: string }
  /** The free tier's Otto wordmark as a transparent PNG. */
  | { type: 'wordmark'; output: string };

export const INTRO_OUTRO_SECONDS = 3;
export const AUDIO_RATE = 48000;
/** The logo's width as a share of the frame's width, and its distance from the edges. */
export const LOGO_WIDTH_SHARE = 0.12;
export const LOGO_MARGIN_PX = 24;

const rate = (r: Rational): string => `${r.num}/${r.den}`;
const seconds = (frames: number, r: Rational): number => (frames * r.den) / r.num;
const samples = (frames: number, r: Rational): number => Math.round((frames * r.den * AUDIO_RATE) / r.num);
const even = (n: number): number => Math.max(2, 2 * Math.round(n / 2));
const num = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/**
 * A path as a filter option value: escaped once for the option parser (\ ' :) and once more for
 * the filtergraph parser (\ ' , ; [ ]), as ffmpeg's filtergraph docs describe.
 */
export function filterPath(path: string): string {
  const option = path.replace(/[\\':]/g, (c) => `\\${c}`);
  return option.replace(/[\\',;[\]]/g, (c) => `\\${c}`);
}

/**
 * Anamorphic pictures (DV, HDV: pixels wider than tall) are first stretched to square pixels, as
 * a player shows them, since the fitting below reads only the stored width and height. Square
 * pictures pass through that first scale untouched.
 */
const SQUARE_PIXELS = "scale='round(iw*sar)':ih,setsar=1";

function fitFilter(fit: Fit, { width: w, height: h }: OutputFrame, focusX = 0.5): string {
  if (fit === 'pad')
    return `${SQUARE_PIXELS},scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1`;
  // The crop window centred on the subject, slid back inside the picture at either edge.
  const x = focusX === 0.5 ? '(iw-ow)/2' : `max(0\\,min(iw-ow\\,${num(focusX)}*iw-ow/2))`;
  return `${SQUARE_PIXELS},scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h}:${x}:(ih-oh)/2,setsar=1`;
}

/** Logo position: `margin` px from the two edges of its corner. */
export function logoPosition(corner: LogoCorner, margin = LOGO_MARGIN_PX): string {
  const x = corner.endsWith('left') ? `${margin}` : `W-w-${margin}`;
  const y = corner.startsWith('top') ? `${margin}` : `H-h-${margin}`;
  return `${x}:${y}`;
}

const base = (): string[] => ['-nostdin', '-hide_banner', '-y', '-v', 'error', '-progress', 'pipe:1', '-nostats'];

interface Graph {
  inputs: string[];
  filters: string[];
  nextInput: number;
}

function addInput(g: Graph, args: string[]): number {
  g.inputs.push(...args);
  return g.nextInput++;
}

/** Video and audio of one cut, normalised and cut to exactly `frames` frames and their samples. */
function cutChains(
  g: Graph,
  cut: CutSpec,
  i: number,
  frame: OutputFrame,
  fit: Fit,
  waveform: boolean,
): [string, string] {
  const length = seconds(cut.frames, frame.rate);
  // Half a second of slack so the exact trims below never run short on a late keyframe.
  const index = addInput(g, [
    ...userMediaInputOptions(cut.container),
    '-ss',
    num(cut.start),
    '-t',
    num(length + 0.5),
    '-i',
    cut.path,
  ]);
  const v = `v${i}`;
  const a = `a${i}`;
  const soundIndex = cut.audio
    ? addInput(g, [
        ...userMediaInputOptions(cut.audio.container),
        '-ss',
        num(cut.audio.start),
        '-t',
        num(length + 0.5),
        '-i',
        cut.audio.path,
      ])
    : index;
  const endSample = samples(cut.frames, frame.rate);
  const exact = `tpad=stop_mode=clone:stop_duration=1,trim=end_frame=${cut.frames},setpts=PTS-STARTPTS`;
  let audioSource = `[${soundIndex}:a:0]`;
  if (cut.hasVideo) {
    // start_time=0: a picture that starts after the sound (a recording joined mid-broadcast) holds
    // its first frame until then, instead of being pulled forward to the cut's start.
    const picture = `fps=${rate(frame.rate)}:start_time=0,${fitFilter(fit, frame, cut.focusX)},format=yuv420p,${exact}`;
    g.filters.push(`[${index}:v:0]${deinterlaced(cut.fieldOrder, picture)}[${v}]`);
  } else if (waveform && cut.hasAudio) {
    g.filters.push(`[${index}:a:0]asplit[${a}w][${a}s]`);
    audioSource = `[${a}s]`;
    const size = `${frame.width}x${Math.round(frame.height / 3)}`;
    g.filters.push(
      `[${a}w]showwaves=s=${size}:mode=cline:rate=${rate(frame.rate)}:colors=white,format=yuv420p,` +
        `pad=${frame.width}:${frame.height}:0:(oh-ih)/2:black,setsar=1,${exact}[${v}]`,
    );
  } else {
    g.filters.push(
      `color=c=black:s=${frame.width}x${frame.height}:r=${rate(frame.rate)},format=yuv420p,setsar=1,trim=end_frame=${cut.frames}[${v}]`,
    );
  }
  // async + first_pts: sound that starts after the picture keeps its lead-in as silence (the
  // sample-exact trim below counts from the first sample, so without it the sound would move up).
  const normalise = `aresample=${AUDIO_RATE}:async=1:first_pts=0,aformat=sample_fmts=fltp:channel_layouts=stereo`;
  g.filters.push(
    cut.hasAudio
      ? `${audioSource}${normalise},apad,atrim=end_sample=${endSample},asetpts=PTS-STARTPTS[${a}]`
      : `anullsrc=r=${AUDIO_RATE}:cl=stereo,atrim=end_sample=${endSample},asetpts=PTS-STARTPTS[${a}]`,
  );
  return [v, a];
}

/** A still shown for 3 s with silence, fitted to the frame. */
function stillChains(g: Graph, path: string, name: string, frame: OutputFrame): [string, string] {
  const frames = Math.round((INTRO_OUTRO_SECONDS * frame.rate.num) / frame.rate.den);
  const index = addInput(g, [
    ...brandingImageInputOptions(),
    '-loop',
    '1',
    '-framerate',
    rate(frame.rate),
    '-t',
    num(INTRO_OUTRO_SECONDS + 1),
    '-i',
    path,
  ]);
  g.filters.push(
    `[${index}:v:0]${fitFilter('pad', frame)},format=yuv420p,trim=end_frame=${frames},setpts=PTS-STARTPTS[${name}v]`,
  );
  g.filters.push(`anullsrc=r=${AUDIO_RATE}:cl=stereo,atrim=end_sample=${samples(frames, frame.rate)}[${name}a]`);
  return [`${name}v`, `${name}a`];
}

function renderArgs(job: Extract<RenderJob, { type: 'render' }>): string[] {
  const { frame, finish } = job;
  const g: Graph = { inputs: [], filters: [], nextInput: 0 };
  let video: string;
  let audio: string;
  if (job.input.kind === 'cuts') {
    const pairs = job.input.cuts.map((cut, i) => cutChains(g, cut, i, frame, job.fit, finish.waveform === true));
    g.filters.push(`${pairs.map(([v, a]) => `[${v}][${a}]`).join('')}concat=n=${pairs.length}:v=1:a=1[vcat][acat]`);
    video = 'vcat';
    audio = 'acat';
  } else {
    // Otto's own list of its own Matroska parts; the concat demuxer hands the allowlist on to them.
    const index = addInput(g, [
      ...ownFileInputOptions('concat', ['matroska']),
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      job.input.listPath,
    ]);
    g.filters.push(`[${index}:v:0]null[vcat]`, `[${index}:a:0]anull[acat]`);
    video = 'vcat';
    audio = 'acat';
  }

  if (finish.overlay) {
    const index = addInput(g, [...overlayVideoInputOptions(), '-i', finish.overlay.path]);
    const at = num(finish.overlay.start);
    g.filters.push(
      `[${index}:v:0]scale=${frame.width}:${frame.height}:force_original_aspect_ratio=decrease,format=yuva420p,setpts=PTS-STARTPTS+${at}/TB[ovl]`,
      `[${video}][ovl]overlay=(W-w)/2:(H-h)/2:eof_action=pass:enable='gte(t,${at})'[vovl]`,
    );
    video = 'vovl';
  }
  if (finish.captions) {
    g.filters.push(`[${video}]ass=filename=${filterPath(finish.captions)}[vcap]`);
    video = 'vcap';
  }
  if (finish.logo) {
    const index = addInput(g, [...brandingImageInputOptions(), '-i', finish.logo.path]);
    g.filters.push(
      `[${index}:v:0]scale=${even(frame.width * LOGO_WIDTH_SHARE)}:-2,format=rgba[logo]`,
      `[${video}][logo]overlay=${logoPosition(finish.logo.corner)}:format=auto[vlogo]`,
    );
    video = 'vlogo';
  }
  if (finish.intro || finish.outro) {
    const parts: [string, string][] = [];
    if (finish.intro) parts.push(stillChains(g, finish.intro, 'intro', frame));
    g.filters.push(`[${video}]format=yuv420p[vmain]`);
    parts.push(['vmain', audio]);
    if (finish.outro) parts.push(stillChains(g, finish.outro, 'outro', frame));
    g.filters.push(`${parts.map(([v, a]) => `[${v}][${a}]`).join('')}concat=n=${parts.length}:v=1:a=1[vall][aall]`);
    video = 'vall';
    audio = 'aall';
  }
  g.filters.push(`[${video}]format=yuv420p[vout]`);

  const encode = job.intermediate
    ? ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '16', '-c:a', 'pcm_s16le', '-f', 'matroska']
    : [
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '20',
        '-profile:v',
        'high',
        '-c:a',
        'aac',
        '-b:a',
        '192k',
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
      ];
  return [
    ...base(),
    ...g.inputs,
    '-filter_complex',
    g.filters.join(';'),
    '-map',
    '[vout]',
    '-map',
    `[${audio}]`,
    '-pix_fmt',
    'yuv420p',
    '-ar',
    String(AUDIO_RATE),
    '-ac',
    '2',
    ...encode,
    job.output,
  ];
}

/** Pure function of a job: the ffmpeg arguments that carry it out. */
export function buildRenderArgs(job: RenderJob): string[] {
  switch (job.type) {
    case 'copy':
      return [
        ...base(),
        ...userMediaInputOptions(job.container),
        '-i',
        job.input,
        '-map',
        '0:v:0?',
        '-map',
        '0:a:0?',
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        job.output,
      ];
    case 'render':
      return renderArgs(job);
    case 'prores_captions': {
      const { width, height } = job.frame;
      return [
        ...base(),
        '-f',
        'lavfi',
        '-i',
        // rgba inside the source graph: converted outside it, the colour source would drop its alpha.
        `color=c=black@0:s=${width}x${height}:r=${rate(job.frame.rate)},format=rgba`,
        '-vf',
        `ass=filename=${filterPath(job.captions)}:alpha=1`,
        '-frames:v',
        String(job.frames),
        // prores_aw: about 7x faster than prores_ks at 4444 here; profile 4 = 4444 with alpha.
        '-c:v',
        'prores_aw',
        '-profile:v',
        '4',
        '-vendor',
        'apl0',
        '-pix_fmt',
        'yuva444p10le',
        '-f',
        'mov',
        job.output,
      ];
    }
    case 'wordmark':
      return [
        ...base(),
        '-f',
        'lavfi',
        '-i',
        // A translucent dark plate behind white type: readable on bright and dark footage alike.
        'color=c=black@0.55:s=560x220,format=rgba',
        '-vf',
        "drawtext=font='DejaVu Sans\\:style=Bold':text=Otto:fontsize=150:fontcolor=white:x=(w-tw)/2:y=(h-th)/2",
        '-frames:v',
        '1',
        '-f',
        'image2',
        '-c:v',
        'png',
        job.output,
      ];
  }
}

/** The concat demuxer's list of intermediate parts. */
export function concatList(paths: readonly string[]): string {
  return paths.map((p) => `file '${p.replace(/'/g, "'\\''")}'`).join('\n') + '\n';
}
