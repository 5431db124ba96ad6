import { startCloudImport } from '../cloud-import/cloud-import.service';
import { createBrollRepo } from '../broll/broll.repo';
import { demos } from '../db/schema';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { formatObjectUri, mediaKeys } from '../storage/storage.keys';
import { createMessagesRepo } from '../messages/messages.repo';
import { createProjectsRepo } from '../projects/projects.repo';
import { s3FileCopyJob } from '../s3-import/s3-file-copy.jobs';
import { createSourcesRepo } from '../sources/sources.repo';
import type { RouteWorld } from './route-world';

/** What one call of a route needs: its path parameters, query and body. */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Builds a request the owner of fresh resources may make; the same request goes to a visitor and another user first. */
export type OwnershipFixture = (world: RouteWorld) => Promise<RouteRequest>;

const mediaType = 'video' as const;

/** A ready project switched to Scripted Story mode. */
async function scriptedProject(w: RouteWorld): Promise<string> {
  const { projectId } = await w.ready();
  await createProjectsRepo(w.ctx.deps.database.db).update(projectId, { mode: 'scripted_story' }, new Date());
  return projectId;
}

/** A scripted story message of a ready project: one line, its one take. */
async function scriptedStory(w: RouteWorld, p: Awaited<ReturnType<RouteWorld['ready']>>): Promise<string> {
  const segment = p.container.stories[0]!.segments[0]!;
  const take = { ...segment, filename: 'interview.mp4', coverage: 1, fillers: 0 };
  const row = await createMessagesRepo(w.ctx.deps.database.db).add(p.projectId, 'scripted_story_message', {
    text: 'I matched 1 of 1 script lines.',
    containerId: p.container.id,
    container: p.container,
    lines: [{ text: segment.text, takes: [take], chosen: 0 }],
  });
  return row.id;
}

/** A ready project listed as a ready demo (the seed's own pipeline is demo/demo.test.ts's business). */
async function readyDemo(w: RouteWorld): Promise<string> {
  const p = await w.ready();
  await w.ctx.deps.database.db
    .insert(demos)
    .values({ slug: `fixture-${p.projectId}`, projectId: p.projectId, shareId: p.shareId, readyAt: new Date() });
  return p.projectId;
}

/**
 * A minimal valid request for every project-scoped route, keyed `METHOD /api/url` as the route
 * table has it. The ownership test fails when a project-scoped route has no entry here (and
 * when an entry names a route that no longer exists): add one with the route.
 */
export const ownershipFixtures: Record<string, OwnershipFixture> = {
  // projects/
  'GET /api/projects/:id': async (w) => ({ params: { id: (await w.ready()).projectId } }),
  'PATCH /api/projects/:id': async (w) => ({ params: { id: (await w.ready()).projectId }, body: { name: 'Renamed' } }),
  'DELETE /api/projects/:id': async (w) => ({ params: { id: (await w.ready()).projectId } }),
  'GET /api/projects/:id/messages': async (w) => ({ params: { id: (await w.ready()).projectId } }),
  'PATCH /api/projects/:id/speakers': async (w) => ({
    params: { id: (await w.ready()).projectId },
    body: { speaker: 1, name: 'Anna' },
  }),

  // ingest/
  'GET /api/projects/:id/sources': async (w) => ({ params: { id: (await w.ready()).projectId } }),
  'POST /api/projects/:id/sources': async (w) => ({
    params: { id: (await w.ready()).projectId },
    body: { filename: 'b-roll.mov', filesize: 1024, type: mediaType },
  }),
  'DELETE /api/projects/:id/sources/:sourceId': async (w) => {
    const { projectId } = await w.ready();
    return { params: { id: projectId, sourceId: (await w.newSource(projectId)).sourceId } };
  },
  'POST /api/projects/:id/sources/:sourceId/retry': async (w) => {
    const { projectId } = await w.ready();
    const upload = await w.upload(projectId, { finish: true });
    await createSourcesRepo(w.ctx.deps.database.db).update(upload.sourceId, {
      state: 'error',
      errorType: 'ingest',
      errorCode: 'file_ingest_failed',
      originalFileUri: `s3://ingest/${upload.fileKey}`,
    });
    return { params: { id: projectId, sourceId: upload.sourceId }, body: {} };
  },
  'GET /api/projects/:id/sources/:sourceId/transcript': async (w) => {
    const { projectId, sourceId } = await w.ready();
    return { params: { id: projectId, sourceId } };
  },
  'POST /api/projects/start': async (w) => {
    const { projectId } = await w.ready();
    const { sourceId } = await w.newSource(projectId);
    return { body: { project_id: projectId, type: 'standard', files: [{ file_id: sourceId, media_type: mediaType }] } };
  },
  // multicam/
  'POST /api/multicam/start-project': async (w) => {
    const { projectId } = await w.ready();
    const cameras = [await w.newSource(projectId), await w.newSource(projectId)];
    return {
      body: {
        project_id: projectId,
        main_audio_id: cameras[0]!.sourceId,
        files: cameras.map((c) => ({ file_id: c.sourceId, media_type: mediaType })),
      },
    };
  },
  'POST /api/multicam/file-ingest': async (w) => {
    const { projectId } = await w.ready();
    await createImportStateRepo(w.ctx.deps.database.db).update(projectId, { category: 'multicam' });
    const upload = await w.upload(projectId, { finish: true });
    return {
      body: {
        project_id: projectId,
        file_id: upload.sourceId,
        file_uri: `s3://ingest/${upload.fileKey}`,
        filename: 'camera.mp4',
        media_type: mediaType,
      },
    };
  },
  'POST /api/projects/file-ingest': async (w) => {
    const { projectId } = await w.ready();
    const upload = await w.upload(projectId, { finish: true });
    return {
      body: {
        project_id: projectId,
        file_id: upload.sourceId,
        file_uri: `s3://ingest/${upload.fileKey}`,
        filename: 'clip.mp4',
        media_type: mediaType,
      },
    };
  },
  'POST /api/projects/mark-file-failed': async (w) => {
    const { projectId } = await w.ready();
    return { body: { project_id: projectId, file_id: (await w.newSource(projectId)).sourceId } };
  },

  // uploads/
  'POST /api/uploads/initiate-multipart-upload': async (w) => {
    const { fileKey } = await w.newSource((await w.ready()).projectId);
    return { body: { bucket: 'ingest', file_key: fileKey, num_parts: 1, content_type: 'video/mp4' } };
  },
  'POST /api/uploads/finish-multipart-upload': async (w) => {
    const upload = await w.upload((await w.ready()).projectId);
    const parts = [{ PartNumber: 1, ETag: upload.etag }];
    return { body: { upload_id: upload.uploadId, bucket: 'ingest', file_key: upload.fileKey, parts } };
  },
  'POST /api/projects/:id/sources/:sourceId/cancel-upload': async (w) => {
    const { projectId } = await w.ready();
    // Initiated, one part stored, never finished: the source is uploading.
    const upload = await w.upload(projectId);
    return { params: { id: projectId, sourceId: upload.sourceId } };
  },
  'POST /api/uploads/resume-multipart-upload': async (w) => {
    const upload = await w.upload((await w.ready()).projectId);
    return { body: { upload_id: upload.uploadId, bucket: 'ingest', file_key: upload.fileKey } };
  },
  'POST /api/get-signed-url': async (w) => {
    const upload = await w.upload((await w.ready()).projectId, { finish: true });
    return { body: { object_uri: `s3://ingest/${upload.fileKey}` } };
  },

  // cloud-import/
  'POST /api/uploads/create-cloud-upload': async (w) => {
    const { projectId } = await w.ready();
    const { fileKey } = await w.newCloudSource(projectId);
    return {
      body: {
        project_id: projectId,
        file_key: fileKey,
        file_url: 'https://dl.dropboxusercontent.com/1/view/x/clip.mp4',
      },
    };
  },
  'GET /api/uploads/cloud-import/:jobId': async (w) => {
    const { projectId } = await w.ready();
    const { sourceId } = await w.newCloudSource(projectId);
    const { job_id } = await startCloudImport(w.ctx.deps, {
      projectId,
      sourceId,
      provider: 'dropbox',
      fileUrl: 'https://dl.dropboxusercontent.com/1/view/x/clip.mp4',
    });
    return { params: { jobId: job_id } };
  },

  // jobs/
  'GET /api/jobs/events': async (w) => ({ query: { project_id: (await w.ready()).projectId } }),

  // assistant/
  'POST /api/projects/:id/prompt': async (w) => ({
    params: { id: (await w.ready()).projectId },
    body: { prompt: 'Cut me a video about bananas' },
  }),
  'POST /api/projects/initial-prompt': async (w) => ({
    body: { project_id: (await w.ready()).projectId, prompt: 'Cut me a video about bananas' },
  }),
  'POST /api/eddie/score': async (w) => {
    const p = await w.ready();
    return { body: { container: p.container, score: 'like', user: 'owner', story_index: 0, message_id: p.messageId } };
  },
  'POST /api/projects/:id/messages/:messageId/approve-outline': async (w) => {
    const p = await w.ready();
    const segments = p.container.stories[0]!.segments;
    const card = await createMessagesRepo(w.ctx.deps.database.db).add(p.projectId, 'bot_message', {
      text: 'Story outline',
      storyCard: { chapters: [{ title: 'Bananas', duration: 1, segments }] },
    });
    return { params: { id: p.projectId, messageId: card.id }, body: { chapters: [{ chapter: 0, title: 'Bananas' }] } };
  },
  'PATCH /api/projects/:id/messages/:messageId': async (w) => {
    const p = await w.ready();
    return { params: { id: p.projectId, messageId: p.messageId }, body: { storyIndex: 0 } };
  },

  // edits/
  'GET /api/projects/:id/messages/:messageId/edit': async (w) => {
    const p = await w.ready();
    return { params: { id: p.projectId, messageId: p.messageId } };
  },
  'PATCH /api/projects/:id/messages/:messageId/edit': async (w) => {
    const p = await w.ready();
    return { params: { id: p.projectId, messageId: p.messageId }, body: { baseVersion: 0, revert: 'ai' } };
  },

  // exports/
  'POST /api/export/xml': async (w) => {
    const p = await w.ready();
    const body = { project_id: p.projectId, container: p.container, message_id: p.messageId, story_indexes: [0] };
    return { body: { ...body, format: 'fcpxml' } };
  },
  'POST /api/export/srt': async (w) => {
    const p = await w.ready();
    return { body: { project_id: p.projectId, container: p.container, message_id: p.messageId, story_indexes: [0] } };
  },
  'POST /api/eddie/convert': async (w) => {
    const p = await w.ready();
    return { body: { container: p.container, format: { type: 'premiere', layout: 'original' }, story_indexes: [0] } };
  },
  'POST /api/export/xml-arolls': async (w) => {
    const p = await w.ready();
    const log = await createMessagesRepo(w.ctx.deps.database.db).add(p.projectId, 'aroll_edit_message', {
      text: 'Your A-roll log is ready.',
      containerId: p.container.id,
      container: p.container,
    });
    return { body: { project_id: p.projectId, format: 'premiere', aroll: { message_id: log.id } } };
  },
  'POST /api/export/xml-scripted': async (w) => {
    const p = await w.ready();
    const story = await scriptedStory(w, p);
    return {
      body: {
        project_id: p.projectId,
        container: p.container,
        message_id: story,
        story_indexes: [0],
        format: 'premiere',
      },
    };
  },
  'GET /api/exports/:jobId': async (w) => ({ params: { jobId: await w.exportJob(await w.ready()) } }),

  // scripted/
  'POST /api/projects/:id/script': async (w) => ({
    params: { id: await scriptedProject(w) },
    body: { script: 'Today we talk about bananas.' },
  }),
  'POST /api/projects/:id/script/file': async (w) => ({
    params: { id: await scriptedProject(w) },
    body: { filename: 'script.txt', content_base64: Buffer.from('Today we talk about bananas.').toString('base64') },
  }),
  'POST /api/projects/:id/script/choose': async (w) => {
    const p = await w.ready();
    return { params: { id: p.projectId }, body: { message_id: await scriptedStory(w, p), line: 0, take: 0 } };
  },

  // broll/
  'POST /api/export/xml-brolls': async (w) => {
    const { projectId, sourceId } = await w.ready();
    const at = mediaKeys.brollLog(projectId, sourceId);
    const shot = {
      index: 0,
      start: 0,
      end: 2,
      description: 'Static shot, daylight, 2.0 s.',
      tags: ['static', 'day'],
      motion: 'static',
      people: false,
      light: 'day',
      brightness: 120,
      palette: [],
      bestFrameSec: 1,
      describedBy: 'offline',
    };
    const log = { sourceId, filename: 'a.mp4', durationSec: 2, fps: 25, shots: [shot], signature: [] };
    await w.ctx.deps.storage.put(at.bucket, at.key, Buffer.from(JSON.stringify(log)));
    const metadataUri = formatObjectUri(at.bucket, at.key);
    await createBrollRepo(w.ctx.deps.database.db).saveGroups(projectId, {
      files: [{ sourceId, filename: 'a.mp4', metadata_s3_uri: metadataUri, shotCount: 1 }],
      groups: [{ id: 'group-1', name: 'Day scenery', sourceIds: [sourceId] }],
    });
    return {
      body: { project_id: projectId, format: 'premiere', input: { files: [{ metadata_s3_uri: metadataUri }] } },
    };
  },

  // render/
  'POST /api/export/video': async (w) => {
    const p = await w.ready();
    const segments = p.container.stories[0]!.segments;
    return { body: { project_id: p.projectId, message_id: p.messageId, layout: 'original', segments } };
  },
  'POST /api/export/prores-captions': async (w) => {
    const p = await w.ready();
    const segments = p.container.stories[0]!.segments;
    return { body: { project_id: p.projectId, message_id: p.messageId, layout: 'original', segments } };
  },

  // shares/
  'POST /api/share': async (w) => ({ query: { project_id: (await w.ready()).projectId } }),
  'PUT /api/share': async (w) => ({ query: { share_id: await w.share((await w.ready()).projectId) } }),
  'DELETE /api/share': async (w) => ({ query: { share_id: await w.share((await w.ready()).projectId) } }),
  'GET /api/projects/:id/share': async (w) => ({ params: { id: (await w.ready()).projectId } }),
  'GET /api/share/container-data': async (w) => ({ query: { share_id: (await w.ready()).shareId } }),
  'GET /api/share/media/:shareId/:sourceId/:kind': async (w) => {
    const p = await w.ready();
    const original = { bucket: 'ingest', key: `${p.projectId}/${p.sourceId}/${p.sourceId}.mp4` };
    await w.ctx.deps.storage.put(original.bucket, original.key, Buffer.from('video'));
    await createSourcesRepo(w.ctx.deps.database.db).update(p.sourceId, {
      originalFileUri: `s3://ingest/${original.key}`,
    });
    const shareId = await w.share(p.projectId);
    const data = await w.ctx.app.inject({ method: 'GET', url: `/api/share/container-data?share_id=${shareId}` });
    const media = data.json<{ media: Record<string, { playable: { url: string } }> }>().media;
    const url = new URL(media[p.sourceId]!.playable.url, 'http://localhost');
    return {
      params: { shareId, sourceId: p.sourceId, kind: 'playable' },
      query: Object.fromEntries(url.searchParams),
    };
  },
  'POST /api/share/export': async (w) => {
    const p = await w.ready();
    return { body: { share_id: p.shareId, message_id: p.messageId, format: 'srt' } };
  },
  'POST /api/share/clone': async (w) => {
    const p = await w.ready();
    return { body: { share_id: p.shareId, share_url: `http://localhost/share/${p.shareId}` } };
  },

  // video-links/
  'POST /api/youtube/add': async (w) => ({
    body: { project_id: (await w.ready()).projectId, url: 'http://127.0.0.1:9/watch' },
  }),
  'POST /api/youtube/import': async (w) => {
    const { projectId } = await w.ready();
    const { sourceId } = await w.newSource(projectId);
    await createSourcesRepo(w.ctx.deps.database.db).update(sourceId, { importType: 'youtube', state: 'importing' });
    return { body: { project_id: projectId, file_id: sourceId } };
  },

  // frameio/
  'GET /api/frameio-v4/get-file': async (w) => ({
    query: { accountId: 'acc-1', fileId: 'file-1', project_id: (await w.ready()).projectId },
  }),
  'POST /api/frameio-v4/import': async (w) => {
    const { projectId } = await w.ready();
    const { sourceId } = await w.newSource(projectId);
    await createSourcesRepo(w.ctx.deps.database.db).update(sourceId, { importType: 'frameio', state: 'importing' });
    return { body: { project_id: projectId, file_id: sourceId } };
  },

  // s3-import/
  'POST /api/files/copy': async (w) => {
    const { projectId } = await w.ready();
    const { sourceId } = await w.newSource(projectId);
    await createSourcesRepo(w.ctx.deps.database.db).update(sourceId, {
      importType: 's3_uri',
      originalFileUri: 's3://imports/clip.mp4',
      state: 'importing',
    });
    return { body: { project_id: projectId, file_id: sourceId } };
  },
  'GET /api/files/copy/:jobId': async (w) => {
    const { projectId } = await w.ready();
    const { sourceId } = await w.newSource(projectId);
    // No worker runs in the route world: the copy stays queued.
    const jobId = await w.ctx.deps.queue.send(s3FileCopyJob, {
      projectId,
      sourceId,
      source_uri: 's3://imports/clip.mp4',
      dest_uri: `s3://ingest/${projectId}/${sourceId}/${sourceId}.mp4`,
    });
    return { params: { jobId } };
  },

  // demo/
  'POST /api/demos/:projectId/projects': async (w) => ({ params: { projectId: await readyDemo(w) } }),
  'POST /api/projects/:id/demo': async (w) => {
    const demoProjectId = await readyDemo(w);
    const created = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: { mode: 'standard' },
      headers: { cookie: w.owner.cookie },
    });
    return { params: { id: created.json<{ project: { id: string } }>().project.id }, body: { demoProjectId } };
  },
  // analytics/
  'POST /api/analytics/events': async (w) => ({
    body: { name: 'export_started', project_id: (await w.ready()).projectId, props: { format: 'mp4' } },
  }),
};
