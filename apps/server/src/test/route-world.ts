import { randomUUID } from 'node:crypto';
import type { Container } from '@otto/shared';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { sessionCookieName } from '../auth/session-token.fns';
import { createSessionsRepo } from '../auth/sessions.repo';
import { createSessionsService } from '../auth/sessions.service';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { createTestApp, type TestContext } from './test-app';

/** What ffprobe would have stored for a 60 s 1080p30 file with stereo audio. */
const mediaInfo = {
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  durationSec: 60,
  sizeBytes: 1_000_000,
  bitRate: 133_333,
  video: {
    codec: 'h264',
    codecTag: 'avc1',
    width: 1920,
    height: 1080,
    rate: { num: 30, den: 1 },
    pixFmt: 'yuv420p',
    rotation: 0,
  },
  audio: { codec: 'aac', channels: 2, sampleRate: 48_000, channelLayout: 'stereo' },
  audioStreamCount: 1,
  startTimeSec: 0,
};

const words = ['Welcome', 'to', 'the', 'show.', 'Today', 'we', 'talk', 'about', 'bananas.'].map((text, i) => ({
  text,
  start: i * 0.6,
  end: i * 0.6 + 0.5,
  confidence: 0.9,
}));

/** One owner's project as an import and a chat leave it, with everything a route may point at. */
export interface ReadyProject {
  projectId: string;
  /** Ingested, transcribed, with media info: what edits and exports reference. */
  sourceId: string;
  container: Container;
  /** An edit_result message holding `container`. */
  messageId: string;
  /** The project's share link (shared by the owner, opened by `sharedVisitor`). */
  shareId: string;
}

/**
 * The fixtures the route-table tests share: an app, the owner of everything, another user who
 * owns nothing of it, and builders for fresh resources (a test that deletes or changes state
 * asks for its own).
 */
export interface RouteWorld {
  ctx: TestContext;
  owner: SignedInUser;
  other: SignedInUser;
  /** A signed-in user who has opened the share link of every ready project, and owns nothing. */
  sharedVisitor: SignedInUser;
  /** A new live share of `projectId` by its owner. */
  share(projectId: string): Promise<string>;
  /** A ready project (import finished, transcript, one edit). */
  ready(): Promise<ReadyProject>;
  /** A source row created through the API, before its upload: its object key is `fileKey`. */
  newSource(projectId: string): Promise<{ sourceId: string; fileKey: string }>;
  /** A new source as the Dropbox Chooser's page creates it (state none). */
  newCloudSource(projectId: string): Promise<{ sourceId: string; fileKey: string }>;
  /** A multipart upload the owner started for a new source; `etag` is set once a part went up. */
  upload(
    projectId: string,
    opts?: { finish?: boolean },
  ): Promise<{ sourceId: string; uploadId: string; fileKey: string; etag: string }>;
  /** A queued timeline export of `project` (no worker runs, so it stays queued). */
  exportJob(project: ReadyProject): Promise<string>;
  /** A new session of `user`: its cookie (cheap; fuzzing sign-out must not end a shared session). */
  freshCookie(user: SignedInUser): Promise<string>;
  close(): Promise<void>;
}

/** `env` goes to the test app (e.g. `{ LOG_LEVEL: 'error' }` to see what a 500 was). */
export async function createRouteWorld(env: Record<string, string> = {}): Promise<RouteWorld> {
  const ctx = await createTestApp(env);
  const { app, deps } = ctx;
  const db = deps.database.db;
  const owner = await signUpUser(app);
  const other = await signUpUser(app);
  const sharedVisitor = await signUpUser(app);
  const sources = createSourcesRepo(db);
  const sessions = createSessionsService({ sessions: createSessionsRepo(db), clock: deps.clock });
  const as = (user: SignedInUser) => ({ cookie: user.cookie });

  async function api<T>(method: 'POST' | 'PUT', url: string, payload: unknown, expected = 200): Promise<T> {
    const res = await app.inject({ method, url, payload: payload as object, headers: as(owner) });
    if (res.statusCode !== expected) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  }

  async function ready(): Promise<ReadyProject> {
    const { project } = await api<{ project: { id: string } }>(
      'POST',
      '/api/projects',
      { mode: 'standard', name: 'Fixture' },
      201,
    );
    const source = await sources.create({
      projectId: project.id,
      filename: 'interview.mp4',
      type: 'video',
      state: 'completed',
      durationMs: 60_000,
      mediaInfo,
    });
    await createTranscriptsRepo(db).save({
      sourceId: source.id,
      language: 'en',
      engine: 'test',
      words,
      confidence: 0.9,
    });
    await createImportStateRepo(db).update(project.id, { status: 'success', multicamImportStage: 'done' });
    const container: Container = {
      schemaVersion: 1,
      id: randomUUID(),
      projectId: project.id,
      stories: [
        {
          index: 0,
          title: 'Bananas',
          segments: [{ sourceId: source.id, start: 2.4, end: 5.3, text: 'Today we talk about bananas.' }],
        },
      ],
    };
    const message = await createMessagesRepo(db).add(project.id, 'edit_result', {
      prompt: 'Cut the banana bit',
      container,
      containerId: container.id,
      storyIndex: 0,
    });
    const shareId = await share(project.id);
    const opened = await app.inject({
      method: 'GET',
      url: `/api/share/container-data?share_id=${shareId}`,
      headers: as(sharedVisitor),
    });
    if (opened.statusCode !== 200) throw new Error(`container-data: ${opened.statusCode} ${opened.body}`);
    return { projectId: project.id, sourceId: source.id, container, messageId: message.id, shareId };
  }

  async function share(projectId: string) {
    const res = await app.inject({ method: 'POST', url: `/api/share?project_id=${projectId}`, headers: as(owner) });
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`share: ${res.statusCode} ${res.body}`);
    return res.json<{ share_id: string }>().share_id;
  }

  async function newSource(projectId: string, body: object = { filename: 'clip.mp4', filesize: 4, type: 'video' }) {
    const created = await api<{ source: { id: string }; file_key: string }>(
      'POST',
      `/api/projects/${projectId}/sources`,
      body,
      201,
    );
    return { sourceId: created.source.id, fileKey: created.file_key };
  }

  async function newCloudSource(projectId: string) {
    const link = 'https://dl.dropboxusercontent.com/1/view/x/clip.mp4';
    const body = {
      filename: 'clip.mp4',
      filesize: 4,
      type: 'video',
      importType: 'dropbox',
      cloudFileData: {
        fileUrl: link,
        token: null,
        type: 'dropbox',
        file: { id: 'id:x', name: 'clip.mp4', sizeBytes: 4, duration: null, url: link, thumbnailLink: null },
      },
    };
    return newSource(projectId, body);
  }

  async function upload(projectId: string, opts: { finish?: boolean } = {}) {
    const { sourceId, fileKey } = await newSource(projectId);
    const started = await api<{ upload_id: string; parts: { signed_url: string }[] }>(
      'POST',
      '/api/uploads/initiate-multipart-upload',
      {
        bucket: 'ingest',
        file_key: fileKey,
        num_parts: 1,
        content_type: 'video/mp4',
      },
    );
    const partUrl = new URL(started.parts[0]!.signed_url, 'http://localhost');
    const put = await app.inject({
      method: 'PUT',
      url: `${partUrl.pathname}${partUrl.search}`,
      payload: Buffer.from('fuzz'),
    });
    if (put.statusCode !== 200) throw new Error(`part upload: ${put.statusCode} ${put.body}`);
    const etag = String(put.headers.etag);
    if (opts.finish) {
      await api('POST', '/api/uploads/finish-multipart-upload', {
        upload_id: started.upload_id,
        bucket: 'ingest',
        file_key: fileKey,
        parts: [{ PartNumber: 1, ETag: etag }],
      });
    }
    return { sourceId, uploadId: started.upload_id, fileKey, etag };
  }

  async function exportJob(project: ReadyProject) {
    const started = await api<{ job_id: string }>('POST', '/api/export/xml', {
      project_id: project.projectId,
      format: 'premiere',
      story_indexes: [0],
      container: project.container,
      message_id: project.messageId,
    });
    return started.job_id;
  }

  async function freshCookie(user: SignedInUser) {
    const { token } = await sessions.start(user.user.id);
    return `${sessionCookieName}=${token}`;
  }

  return {
    ctx,
    owner,
    other,
    sharedVisitor,
    share,
    ready,
    newSource,
    newCloudSource,
    upload,
    exportJob,
    freshCookie,
    close: () => ctx.close(),
  };
}
