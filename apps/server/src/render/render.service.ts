import { join } from 'node:path';
import type { Layout } from '@otto/shared/project';
import { isVerticalLayout, type Timeline } from '@otto/timeline';
import { expectOutput } from '../media/media.output';
import type { MediaRunner, RunOptions } from '../media/media.runner';
import type { MediaInfo } from '../media/media.types';
import type { RenderFiles } from './render.files';
import { frameSubjects } from './render.framing';
import { buildAss, timelineCaptionCues, type CaptionColours } from './captions.ass';
import { buildRenderArgs, concatList, INTRO_OUTRO_SECONDS, type CutSpec, type Finish } from './render.args';
import {
  canStreamCopy,
  chunk,
  CUTS_PER_PART,
  cutSpecs,
  fitFor,
  hasCaptions,
  outputFrame,
  timelineSeconds,
  withProbedFacts,
} from './render.fns';

/** Branding files already on local disk; captions are made here from the timeline. */
export type Branding = Omit<Finish, 'captions'>;

export interface RenderRequest {
  timeline: Timeline;
  layout: Layout;
  /** Local originals by source id, and what ffprobe said about them. */
  files: ReadonlyMap<string, { path: string; info: MediaInfo }>;
  colours: CaptionColours;
  branding: Branding;
  /** A scratch folder the caller cleans up. */
  workDir: string;
  output: string;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export type RenderMode = 'copy' | 'single_pass' | 'parts';

export interface RenderOutcome {
  mode: RenderMode;
  /** Seconds of the finished file: the edit plus any intro and outro. */
  durationSec: number;
}

export interface RenderServiceDeps {
  runner: Pick<MediaRunner, 'run' | 'runToBuffer'>;
  files: RenderFiles;
}

export function createRenderService(deps: RenderServiceDeps) {
  const { runner, files } = deps;

  /** One ffmpeg run of the render, its file checked: ffmpeg can exit 0 having written nothing. */
  async function renderTo(args: string[], output: string, opts?: RunOptions): Promise<void> {
    await runner.run(args, opts);
    await expectOutput(output, 'render');
  }

  async function writeCaptions(
    timeline: Timeline,
    colours: CaptionColours,
    workDir: string,
  ): Promise<string | undefined> {
    const vertical = isVerticalLayout(timeline.layout);
    const cues = timelineCaptionCues(timeline, vertical);
    if (cues.length === 0) return undefined;
    const path = join(workDir, 'captions.ass');
    await files.writeText(path, buildAss(cues, { width: timeline.width, height: timeline.height, colours, vertical }));
    return path;
  }

  return {
    /** Renders the edit to an MP4: stream copy when nothing changes, else one pass, or parts then a join. */
    async renderVideo(req: RenderRequest): Promise<RenderOutcome> {
      const { timeline, layout, workDir, output, signal } = req;
      const edit = timelineSeconds(timeline);
      const captions = hasCaptions(layout) ? await writeCaptions(timeline, req.colours, workDir) : undefined;
      const finish: Finish = { ...req.branding, ...(captions ? { captions } : {}) };
      const total = edit + (finish.intro ? INTRO_OUTRO_SECONDS : 0) + (finish.outro ? INTRO_OUTRO_SECONDS : 0);
      const firstSource = req.files.values().next().value;
      const paths = new Map([...req.files].map(([id, f]) => [id, f.path]));

      if (req.files.size === 1 && canStreamCopy(timeline, layout, finish, firstSource?.info)) {
        const { path: input, info } = firstSource!;
        await renderTo(buildRenderArgs({ type: 'copy', input, container: info.container, output }), output, {
          signal,
          durationSec: edit,
          onProgress: req.onProgress,
        });
        return { mode: 'copy', durationSec: edit };
      }

      const frame = outputFrame(timeline);
      const fit = fitFor(layout);
      const infoByPath = new Map([...req.files.values()].map((f) => [f.path, f.info]));
      let cuts: CutSpec[] = withProbedFacts(cutSpecs(timeline, paths), infoByPath);
      // Vertical crops look for the subject first: a small share of the work, shown as the first 5 %.
      const framingShare = fit === 'cover' ? 0.05 : 0;
      const onRenderProgress = (f: number) => req.onProgress?.(framingShare + (1 - framingShare) * f);
      if (fit === 'cover') {
        cuts = await frameSubjects(runner, cuts, infoByPath, frame, {
          signal,
          onProgress: (f) => req.onProgress?.(framingShare * f),
        });
      }
      if (cuts.length <= CUTS_PER_PART) {
        await renderTo(
          buildRenderArgs({ type: 'render', input: { kind: 'cuts', cuts }, frame, fit, finish, output }),
          output,
          { signal, durationSec: total, onProgress: onRenderProgress },
        );
        return { mode: 'single_pass', durationSec: total };
      }

      // Parts take about as long as the join; weigh their progress as the first half.
      const parts = chunk(cuts, CUTS_PER_PART);
      const partPaths: string[] = [];
      let done = 0;
      for (const [i, part] of parts.entries()) {
        const partPath = join(workDir, `part-${String(i).padStart(4, '0')}.mkv`);
        const partFrames = part.reduce((sum, c) => sum + c.frames, 0);
        const partSeconds = (partFrames * frame.rate.den) / frame.rate.num;
        await renderTo(
          buildRenderArgs({
            type: 'render',
            input: { kind: 'cuts', cuts: part },
            frame,
            fit,
            finish: { waveform: finish.waveform },
            output: partPath,
            intermediate: true,
          }),
          partPath,
          {
            signal,
            durationSec: partSeconds,
            onProgress: (f) => onRenderProgress((0.5 * (done + f * partSeconds)) / edit),
          },
        );
        done += partSeconds;
        partPaths.push(partPath);
      }
      const listPath = join(workDir, 'parts.txt');
      await files.writeText(listPath, concatList(partPaths));
      await renderTo(
        buildRenderArgs({
          type: 'render',
          input: { kind: 'concat', listPath },
          frame,
          fit,
          finish: { ...finish, waveform: false },
          output,
        }),
        output,
        { signal, durationSec: total, onProgress: (f) => onRenderProgress(0.5 + 0.5 * f) },
      );
      return { mode: 'parts', durationSec: total };
    },

    /** Captions alone on a transparent frame, timed like the edit: ProRes 4444 with alpha in a .mov. */
    async renderProresCaptions(req: Omit<RenderRequest, 'files' | 'branding' | 'layout'>): Promise<RenderOutcome> {
      const { timeline, workDir, output, signal } = req;
      const frames = Math.max(1, Math.round((timelineSeconds(timeline) * timeline.rate.num) / timeline.rate.den));
      const captions = (await writeCaptions(timeline, req.colours, workDir)) ?? join(workDir, 'empty.ass');
      if (!(await files.exists(captions))) {
        const empty = buildAss([], {
          width: timeline.width,
          height: timeline.height,
          colours: req.colours,
          vertical: false,
        });
        await files.writeText(captions, empty);
      }
      await renderTo(
        buildRenderArgs({ type: 'prores_captions', frame: outputFrame(timeline), frames, captions, output }),
        output,
        {
          signal,
          durationSec: timelineSeconds(timeline),
          onProgress: req.onProgress,
        },
      );
      return { mode: 'single_pass', durationSec: timelineSeconds(timeline) };
    },

    /** The free tier's Otto wordmark, drawn once into the cache folder and reused. */
    async wordmark(cacheDir: string): Promise<string> {
      const path = join(cacheDir, 'render', 'otto-wordmark.png');
      if (!(await files.exists(path))) {
        // Drawn beside the final name and renamed, so a worker never reads a half-written PNG.
        const tmp = `${path}.${process.pid}.${Date.now()}.png`;
        await files.mkdir(join(cacheDir, 'render'));
        await renderTo(buildRenderArgs({ type: 'wordmark', output: tmp }), tmp);
        await files.rename(tmp, path);
      }
      return path;
    },
  };
}
export type RenderService = ReturnType<typeof createRenderService>;
