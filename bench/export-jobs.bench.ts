/**
 * Export jobs end to end, as a browser sees them: POST /api/export/xml → job on the queue → file in
 * storage → 'completed' on the event stream. 200 cuts from three 29.97 sources, on PGlite and local
 * storage. Prints, per format, the median of 5 runs (after a warm-up) beside the pure exporter's
 * time on the same edit, and the ratio: what the queue, database and storage add.
 * Run: node --import tsx bench/export-jobs.bench.ts
 */
import { randomUUID } from 'node:crypto';
import type { Container } from '@otto/shared';
import type { JobEvent } from '@otto/shared/jobs';
import { exportTimeline, storiesToTimeline } from '@otto/timeline';
import { signUpUser } from '../apps/server/src/auth/auth.test-helpers';
import { mediaReferencesFor } from '../apps/server/src/exports/exports.fns';
import { exportTimelineHandler } from '../apps/server/src/exports/exports.handler';
import { exportTimelineJob } from '../apps/server/src/exports/exports.jobs';
import { createMessagesRepo } from '../apps/server/src/messages/messages.repo';
import { createSourcesRepo } from '../apps/server/src/sources/sources.repo';
import { createTestApp } from '../apps/server/src/test/test-app';

const CUTS = 200;
const RUNS = 5;
const FORMATS = ['premiere', 'davinci_fcpxml', 'fcpxml', 'edl', 'srt', 'docx'] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mediaInfo = {
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  durationSec: 3 * 3600,
  sizeBytes: 40e9,
  bitRate: 30e6,
  audioStreamCount: 1,
  startTimeSec: 0,
  video: {
    codec: 'prores',
    codecTag: 'apcn',
    width: 1920,
    height: 1080,
    rate: { num: 30000, den: 1001 },
    pixFmt: 'yuv422p10le',
    rotation: 0,
    startTimecode: '01:00:00;00',
  },
  audio: { codec: 'pcm_s24le', channels: 2, sampleRate: 48000, channelLayout: 'stereo' },
};

async function main(): Promise<void> {
  const ctx = await createTestApp();
  try {
    await ctx.deps.queue.work(exportTimelineJob, exportTimelineHandler(ctx.deps));
    const user = await signUpUser(ctx.app);
    const project = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { cookie: user.cookie },
        payload: { mode: 'standard', name: 'Bench' },
      })
    ).json<{
      project: { id: string };
    }>().project;
    const repo = createSourcesRepo(ctx.deps.database.db);
    const sources = await Promise.all(
      ['A', 'B', 'C'].map((cam) =>
        repo.create({ projectId: project.id, filename: `Cam ${cam}.mov`, state: 'completed', mediaInfo }),
      ),
    );
    const segments = Array.from({ length: CUTS }, (_, i) => {
      const start = (i * 37.1) % (3 * 3600 - 60);
      return {
        sourceId: sources[i % 3]!.id,
        start,
        end: start + 20 + (i % 7),
        text: `Cut ${i}: what we learned from the first launch.`,
      };
    });
    const container: Container = {
      schemaVersion: 1,
      id: randomUUID(),
      projectId: project.id,
      stories: [{ index: 0, title: 'Long cut', segments }],
    };
    const message = await createMessagesRepo(ctx.deps.database.db).add(project.id, 'edit_result', {
      prompt: 'bench',
      container,
      containerId: container.id,
      storyIndex: 0,
    });
    const timeline = storiesToTimeline({
      stories: container.stories,
      media: mediaReferencesFor(await repo.listByProject(project.id)),
      name: 'Bench',
    });

    const runJob = async (format: string): Promise<number> => {
      const started = performance.now();
      const ended = new Promise<JobEvent>((resolve) => {
        const stop = ctx.deps.events.subscribe({ projectId: project.id }, (e) => {
          if (e.kind === 'export' && (e.status === 'completed' || e.status === 'failed')) {
            stop();
            resolve(e);
          }
        });
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/export/xml',
        headers: { cookie: user.cookie },
        payload: { project_id: project.id, format, story_indexes: [0], container, message_id: message.id },
      });
      if (res.statusCode !== 200) throw new Error(`export start failed: ${res.body}`);
      const end = await ended;
      if (end.status !== 'completed') throw new Error(`export failed: ${JSON.stringify(end.error)}`);
      return performance.now() - started;
    };

    console.log(`${CUTS} cuts, 3 sources at 29.97 DF; median of ${RUNS} runs`);
    console.log('format          job (ms)  exporter (ms)  job/exporter');
    for (const format of FORMATS) {
      await runJob(format);
      const jobs: number[] = [];
      const pure: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        jobs.push(await runJob(format));
        const t = performance.now();
        await exportTimeline(format, timeline);
        pure.push(performance.now() - t);
      }
      const [j, p] = [median(jobs), median(pure)];
      console.log(
        `${format.padEnd(14)} ${j.toFixed(1).padStart(9)} ${p.toFixed(1).padStart(14)} ${(j / p).toFixed(1).padStart(13)}`,
      );
    }
  } finally {
    await ctx.close();
  }
}

await main();
