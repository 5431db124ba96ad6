import { describe, expect, it } from 'vitest';
import { unconfinedInputs } from '../media/media-confinement.test-support';
import { buildRenderArgs, concatList, filterPath, logoPosition, type CutSpec, type RenderJob } from './render.args';

const frame = { width: 1280, height: 720, rate: { num: 30, den: 1 } };
const cut = (over: Partial<CutSpec> = {}): CutSpec => ({
  path: '/in/a.mp4',
  start: 2,
  frames: 60,
  hasVideo: true,
  hasAudio: true,
  ...over,
});
const graphOf = (args: string[]): string => args[args.indexOf('-filter_complex') + 1] ?? '';

describe('logoPosition', () => {
  it.each([
    ['top-left', '24:24'],
    ['top-right', 'W-w-24:24'],
    ['bottom-left', '24:H-h-24'],
    ['bottom-right', 'W-w-24:H-h-24'],
  ] as const)('%s → %s', (corner, expected) => {
    expect(logoPosition(corner)).toBe(expected);
  });
});

describe('filterPath', () => {
  it.each([
    ['/tmp/otto-a1/captions.ass', '/tmp/otto-a1/captions.ass'],
    ['C:/x.ass', 'C\\\\:/x.ass'],
    ["/tmp/it's.ass", "/tmp/it\\\\\\'s.ass"],
    ['/tmp/a,b[1].ass', '/tmp/a\\,b\\[1\\].ass'],
  ])('%s', (path, expected) => {
    expect(filterPath(path)).toBe(expected);
  });
});

describe('buildRenderArgs', () => {
  const cases: { name: string; job: RenderJob; has: string[]; lacks?: string[] }[] = [
    {
      name: 'stream copy of the whole file',
      job: { type: 'copy', input: '/in/a.mp4', output: '/out/x.mp4' },
      has: ['-c copy', '-map 0:v:0?', '-map 0:a:0?', '+faststart'],
      lacks: ['libx264'],
    },
    {
      name: 'cuts seek the original before -i and re-encode H.264 CRF 20 veryfast + AAC 48 kHz stereo',
      job: {
        type: 'render',
        input: { kind: 'cuts', cuts: [cut(), cut({ start: 10.5, frames: 45 })] },
        frame,
        fit: 'pad',
        finish: {},
        output: '/o.mp4',
      },
      has: [
        '-ss 2 -t 2.5 -i /in/a.mp4',
        '-ss 10.5 -t 2 -i /in/a.mp4',
        'concat=n=2:v=1:a=1',
        'trim=end_frame=60',
        'trim=end_frame=45',
        'atrim=end_sample=96000',
        'atrim=end_sample=72000',
        '-crf 20',
        '-preset veryfast',
        '-c:a aac',
        '-ar 48000',
        '-ac 2',
        '-pix_fmt yuv420p',
      ],
      lacks: ['ass=', 'overlay='],
    },
    {
      name: 'vertical covers the frame with a centre crop when no subject was found',
      job: {
        type: 'render',
        input: { kind: 'cuts', cuts: [cut()] },
        frame: { ...frame, width: 1080, height: 1920 },
        fit: 'cover',
        finish: {},
        output: '/o.mp4',
      },
      has: ['scale=1080:1920:force_original_aspect_ratio=increase,crop=1080:1920:(iw-ow)/2:(ih-oh)/2'],
    },
    {
      name: 'vertical centres each cut on its subject, kept inside the picture',
      job: {
        type: 'render',
        input: { kind: 'cuts', cuts: [cut({ focusX: 0.2 }), cut({ focusX: 0.5 })] },
        frame: { ...frame, width: 1080, height: 1920 },
        fit: 'cover',
        finish: {},
        output: '/o.mp4',
      },
      has: ['crop=1080:1920:max(0\\,min(iw-ow\\,0.2*iw-ow/2)):(ih-oh)/2', 'crop=1080:1920:(iw-ow)/2:(ih-oh)/2'],
    },
    {
      name: 'captions, logo top-left at 12 % of the width, intro and outro stills',
      job: {
        type: 'render',
        input: { kind: 'cuts', cuts: [cut()] },
        frame,
        fit: 'pad',
        finish: {
          captions: '/w/captions.ass',
          logo: { path: '/w/logo.png', corner: 'top-left' },
          intro: '/w/i.png',
          outro: '/w/o.png',
        },
        output: '/o.mp4',
      },
      has: [
        'ass=filename=/w/captions.ass',
        'scale=154:-2',
        'overlay=24:24',
        '-loop 1 -framerate 30/1 -t 4 -i /w/i.png',
        'trim=end_frame=90',
        'concat=n=3:v=1:a=1',
      ],
    },
    {
      name: 'overlay video from its start time',
      job: {
        type: 'render',
        input: { kind: 'cuts', cuts: [cut()] },
        frame,
        fit: 'pad',
        finish: { overlay: { path: '/w/ov.mov', start: 1.5 } },
        output: '/o.mp4',
      },
      has: ['-i /w/ov.mov', 'setpts=PTS-STARTPTS+1.5/TB', "enable='gte(t,1.5)'", 'eof_action=pass'],
    },
    {
      name: 'audio-only cuts draw a waveform when asked',
      job: {
        type: 'render',
        input: { kind: 'cuts', cuts: [cut({ hasVideo: false })] },
        frame,
        fit: 'pad',
        finish: { waveform: true },
        output: '/o.mp4',
      },
      has: ['showwaves=', 'asplit'],
    },
    {
      name: 'audio-only cuts are black without a waveform; silent cuts get silence',
      job: {
        type: 'render',
        input: { kind: 'cuts', cuts: [cut({ hasVideo: false }), cut({ hasAudio: false })] },
        frame,
        fit: 'pad',
        finish: {},
        output: '/o.mp4',
      },
      has: ['color=c=black:s=1280x720', 'anullsrc=r=48000:cl=stereo'],
      lacks: ['showwaves'],
    },
    {
      name: 'intermediate parts keep PCM audio in Matroska',
      job: {
        type: 'render',
        input: { kind: 'cuts', cuts: [cut()] },
        frame,
        fit: 'pad',
        finish: {},
        output: '/p.mkv',
        intermediate: true,
      },
      has: ['-c:a pcm_s16le', '-f matroska', '-crf 16'],
    },
    {
      name: 'joined parts go through the concat demuxer',
      job: {
        type: 'render',
        input: { kind: 'concat', listPath: '/w/parts.txt' },
        frame,
        fit: 'pad',
        finish: { captions: '/w/c.ass' },
        output: '/o.mp4',
      },
      has: ['-f concat -safe 0 -i /w/parts.txt', 'ass=filename=/w/c.ass'],
    },
    {
      name: 'ProRes captions: transparent frame, 4444 with alpha, exact frame count',
      job: {
        type: 'prores_captions',
        frame: { width: 1920, height: 1080, rate: { num: 30000, den: 1001 } },
        frames: 300,
        captions: '/w/c.ass',
        output: '/o.mov',
      },
      has: [
        'color=c=black@0:s=1920x1080:r=30000/1001',
        'ass=filename=/w/c.ass:alpha=1',
        '-frames:v 300',
        '-c:v prores_aw',
        '-profile:v 4',
        '-pix_fmt yuva444p10le',
      ],
    },
  ];

  it.each(cases)('$name', ({ job, has, lacks }) => {
    const line = buildRenderArgs(job).join(' ');
    for (const part of has) expect(line).toContain(part);
    for (const part of lacks ?? []) expect(line).not.toContain(part);
    expect(line).toContain('-progress pipe:1');
  });

  it.each(cases)('$name: every file input names its demuxers and the file protocol', ({ job }) => {
    expect(unconfinedInputs(buildRenderArgs(job))).toEqual([]);
  });

  it('reads originals with their probed demuxer, stills as PNG/JPEG only, the overlay as QuickTime', () => {
    const args = buildRenderArgs({
      type: 'render',
      input: { kind: 'cuts', cuts: [cut({ container: 'matroska,webm' }), cut({ path: '/in/b.mov' })] },
      frame,
      fit: 'pad',
      finish: {
        logo: { path: '/w/logo', corner: 'top-left' },
        intro: '/w/intro',
        overlay: { path: '/w/overlay.mov', start: 0 },
      },
      output: '/o.mp4',
    });
    const line = args.join(' ');
    expect(line).toContain('-format_whitelist matroska,webm -protocol_whitelist file -ss 2 -t 2.5 -i /in/a.mp4');
    expect(line).toMatch(
      /-format_whitelist mov,mp4,m4a,3gp,3g2,mj2,[a-z0-9,]+ -protocol_whitelist file -ss 2 -t 2.5 -i \/in\/b.mov/,
    );
    expect(line).toContain('-format_whitelist png_pipe,jpeg_pipe -protocol_whitelist file -i /w/logo');
    expect(line).toContain('-format_whitelist png_pipe,jpeg_pipe -protocol_whitelist file -loop 1');
    expect(line).toContain('-format_whitelist mov,mp4,m4a,3gp,3g2,mj2 -protocol_whitelist file -i /w/overlay.mov');
    expect(line).not.toMatch(/image2|pattern_type/);
  });

  it('joins its own parts through concat, which may open Matroska parts only', () => {
    const args = buildRenderArgs({
      type: 'render',
      input: { kind: 'concat', listPath: '/w/parts.txt' },
      frame,
      fit: 'pad',
      finish: {},
      output: '/o.mp4',
    });
    expect(args.join(' ')).toContain('-format_whitelist concat,matroska -protocol_whitelist file -f concat -safe 0 -i');
  });

  it('a stream copy reads the original with its probed demuxer', () => {
    const args = buildRenderArgs({
      type: 'copy',
      input: '/in/a.mp4',
      output: '/o.mp4',
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
    });
    expect(args.join(' ')).toContain('-format_whitelist mov,mp4,m4a,3gp,3g2,mj2 -protocol_whitelist file -i /in/a.mp4');
  });

  describe('interlaced originals', () => {
    const render = (cuts: CutSpec[], over: Partial<Extract<RenderJob, { type: 'render' }>> = {}) =>
      graphOf(
        buildRenderArgs({
          type: 'render',
          input: { kind: 'cuts', cuts },
          frame,
          fit: 'pad',
          finish: {},
          output: '/o.mp4',
          ...over,
        }),
      );

    it('deinterlaces each interlaced cut first: before the frame rate, the square pixels and the fit', () => {
      const graph = render([cut({ fieldOrder: 'tt' }), cut({ path: '/in/dv.avi', fieldOrder: 'bb' })]);
      expect(graph).toContain(
        "[0:v:0]bwdif=mode=send_frame:parity=tff:deint=all,fps=30/1:start_time=0,scale='round(iw*sar)':ih,setsar=1,scale=1280:720",
      );
      expect(graph).toContain('[1:v:0]bwdif=mode=send_frame:parity=bff:deint=all,fps=30/1:start_time=0,');
    });

    it('deinterlaces before a vertical crop on the subject', () => {
      const graph = render([cut({ fieldOrder: 'tt', focusX: 0.2 })], {
        frame: { ...frame, width: 1080, height: 1920 },
        fit: 'cover',
      });
      expect(graph).toMatch(
        /^\[0:v:0\]bwdif=mode=send_frame:parity=tff:deint=all,fps=30\/1:start_time=0,.*crop=1080:1920:/,
      );
    });

    it('multicam: the camera that is interlaced is deinterlaced, the progressive one and the main audio are not', () => {
      const audio = { path: '/in/main.wav', start: 4 };
      const graph = render([
        cut({ path: '/in/cam1.mts', fieldOrder: 'tt', audio }),
        cut({ path: '/in/cam2.mp4', audio: { ...audio, start: 6 } }),
      ]);
      expect(graph.match(/bwdif/g)).toHaveLength(1);
      expect(graph).toContain('[0:v:0]bwdif=mode=send_frame:parity=tff:deint=all,fps=');
      expect(graph).toContain('[2:v:0]fps=30/1:start_time=0,');
    });

    it('leaves progressive cuts exactly as they were', () => {
      expect(render([cut()])).toBe(
        "[0:v:0]fps=30/1:start_time=0,scale='round(iw*sar)':ih,setsar=1,scale=1280:720:force_original_aspect_ratio=decrease," +
          'pad=1280:720:(ow-iw)/2:(oh-ih)/2,setsar=1,format=yuv420p,tpad=stop_mode=clone:stop_duration=1,trim=end_frame=60,' +
          'setpts=PTS-STARTPTS[v0];' +
          '[0:a:0]aresample=48000:async=1:first_pts=0,aformat=sample_fmts=fltp:channel_layouts=stereo,apad,' +
          'atrim=end_sample=96000,asetpts=PTS-STARTPTS[a0];[v0][a0]concat=n=1:v=1:a=1[vcat][acat];[vcat]format=yuv420p[vout]',
      );
    });

    it('a stream copy of the whole file stays a copy', () => {
      expect(buildRenderArgs({ type: 'copy', input: '/in/a.mts', output: '/o.mp4' }).join(' ')).not.toContain('bwdif');
    });
  });

  it('maps the finished video and audio labels and nothing else', () => {
    const args = buildRenderArgs({
      type: 'render',
      input: { kind: 'cuts', cuts: [cut()] },
      frame,
      fit: 'pad',
      finish: { intro: '/i.png' },
      output: '/o.mp4',
    });
    expect(graphOf(args)).toContain('[vout]');
    expect(args.filter((a) => a === '-map')).toHaveLength(2);
    expect(args[args.indexOf('-map') + 1]).toBe('[vout]');
    expect(args.at(-1)).toBe('/o.mp4');
  });
});

describe('concatList', () => {
  it('quotes paths for the concat demuxer', () => {
    expect(concatList(['/w/part-0.mkv', "/w/it's.mkv"])).toBe("file '/w/part-0.mkv'\nfile '/w/it'\\''s.mkv'\n");
  });
});
