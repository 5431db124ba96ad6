import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { exportTimelineHandler } from '../exports/exports.handler';
import { exportTimelineJob } from '../exports/exports.jobs';
import { demoStartData } from '../demo/demo.fns';
import { createDemosRepo } from '../demo/demos.repo';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { createMessagesRepo } from '../messages/messages.repo';
import { createProjectsRepo } from '../projects/projects.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { parseObjectUri, sourceOriginalKey } from '../storage/storage.keys';
import { createTestApp, type TestContext } from '../test/test-app';
import { exportEnd } from '../events/events.test-support';
import { clip, sharedProjectWithEdit } from './shares.test-helpers';

// Loosely typed API answers: these tests read a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
let carol: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp({ OTTO_STAFF_EMAILS: 'staff@example.com' });
  alice = await signUpUser(ctx.app, { name: 'Alice Editor' });
  bob = await signUpUser(ctx.app);
  carol = await signUpUser(ctx.app);
  staff = await signUpUser(ctx.app, { email: 'staff@example.com' });
  await ctx.deps.queue.work(exportTimelineJob, exportTimelineHandler(ctx.deps));
}, 60_000);
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const call = async (user: SignedInUser | null, method: Method, url: string, payload?: unknown) => {
  const res = await ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: user ? { cookie: user.cookie } : {},
  });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (json ? res.json() : {}) as Json, text: res.body, headers: res.headers };
};

/** Follows a relative URL the API handed out, as a browser would (no cookie). */
const open = (url: string, headers: Record<string, string> = {}) => {
  const u = new URL(url, 'http://localhost');
  return ctx.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers });
};

const projectWithEdit = (owner: SignedInUser, name?: string) => sharedProjectWithEdit(ctx, owner, name);

const share = async (owner: SignedInUser, projectId: string) => {
  const res = await call(owner, 'POST', `/api/share?project_id=${projectId}`);
  expect([200, 201]).toContain(res.status);
  return res.body;
};

describe('sharing a chat', () => {
  let a: Awaited<ReturnType<typeof projectWithEdit>>;
  let shared: Json;
  beforeAll(async () => {
    a = await projectWithEdit(alice);
    shared = await share(alice, a.projectId);
  });

  it('creates a share with the spec payload under an unguessable id, and a link to copy', async () => {
    expect(shared.share_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(shared.url).toMatch(new RegExp(`^http://localhost(:80)?/share/${shared.share_id}$`));
    expect(shared).toMatchObject({
      title: 'Banana interview',
      user: { name: 'Alice Editor' },
      project: { id: a.projectId },
    });
    expect(Object.keys(shared).sort()).toEqual([
      'lastModified',
      'messages',
      'project',
      'share_id',
      'sources',
      'title',
      'url',
      'user',
    ]);
    expect(shared.messages.map((m: Json) => m.type)).toEqual(['user_message', 'edit_result']);
    expect(shared.messages.every((m: Json) => m.data.isShare === true)).toBe(true);
    // Sharing again refreshes the same link.
    const again = await call(alice, 'POST', `/api/share?project_id=${a.projectId}`);
    expect(again.status).toBe(200);
    expect(again.body.share_id).toBe(shared.share_id);
    const status = await call(alice, 'GET', `/api/projects/${a.projectId}/share`);
    expect(status.body.share.share_id).toBe(shared.share_id);
  });

  it('lets anyone read the chat and play its media through URLs signed for this share', async () => {
    const data = await call(null, 'GET', `/api/share/container-data?share_id=${shared.share_id}`);
    expect(data.status).toBe(200);
    expect(data.body.messages[1].data.container.stories[0].segments[0].sourceId).toBe(a.sourceId);
    expect(data.body.transcripts[a.sourceId].words.map((w: Json) => w.text)).toEqual(['Banana', 'time.']);
    const playable = data.body.media[a.sourceId].playable.url as string;
    expect(playable).toContain(`/api/share/media/${shared.share_id}/${a.sourceId}/playable?`);

    const redirect = await open(playable);
    expect(redirect.statusCode).toBe(302);
    const bytes = await open(String(redirect.headers.location), { range: 'bytes=0-1023' });
    expect(bytes.statusCode).toBe(206);
    expect(bytes.rawPayload.equals((await readFile(clip)).subarray(0, 1024))).toBe(true);
  });

  it('exposes nothing beyond the snapshot: no email, no settings, no other object', async () => {
    const other = await projectWithEdit(alice, 'Secret project');
    // The owner's own export of the edit: its signed download link is not the share's to give.
    await createMessagesRepo(ctx.deps.database.db).add(a.projectId, 'export_success_message', {
      text: 'Your export is ready.',
      format: 'srt',
      layout: 'original',
      downloadUrl: '/api/storage/o/exports/owner-only.srt?signature=secret',
      exportFilename: 'x.srt',
    });
    shared = (await call(alice, 'PUT', `/api/share?share_id=${shared.share_id}`)).body;
    const data = await call(null, 'GET', `/api/share/container-data?share_id=${shared.share_id}`);
    expect(data.text).not.toContain(alice.user.email);
    expect(data.text).not.toContain(other.projectId);
    expect(data.text).not.toContain('settings');
    expect(data.text).not.toContain('owner-only');
    expect(data.body.messages.map((m: Json) => m.type)).toContain('export_success_message');
    expect(data.body.sources.every((s: Json) => s.cloudFileData === null)).toBe(true);

    const playable = new URL(data.body.media[a.sourceId].playable.url as string, 'http://localhost');
    // The signature names this share, this source and this file: pointing it elsewhere fails.
    const elsewhere = [
      playable.pathname.replace(a.sourceId, other.sourceId),
      playable.pathname.replace('/playable', '/thumbnail'),
    ];
    for (const path of elsewhere) expect((await open(`${path}${playable.search}`)).statusCode).toBe(403);
    const forged = new URLSearchParams(playable.search);
    forged.set('expires', String(Number(forged.get('expires')) + 3600));
    expect((await open(`${playable.pathname}?${forged.toString()}`)).statusCode).toBe(403);
    // A visitor or another user cannot sign the owner's objects, with or without the share.
    expect((await call(null, 'POST', '/api/get-signed-url', { object_uri: other.proxyUri })).status).toBe(401);
    expect((await call(carol, 'POST', '/api/get-signed-url', { object_uri: a.proxyUri })).status).toBe(404);
    expect((await call(carol, 'GET', `/api/projects/${other.projectId}`)).status).toBe(404);
  });

  it('keeps the snapshot until the owner updates it (PUT), and visitors add nothing to the owner’s chat', async () => {
    await createMessagesRepo(ctx.deps.database.db).add(a.projectId, 'bot_message', { text: 'A later reply' });
    const before = await call(null, 'GET', `/api/share/container-data?share_id=${shared.share_id}`);
    expect(before.body.messages).toHaveLength(3);
    const updated = await call(alice, 'PUT', `/api/share?share_id=${shared.share_id}`);
    expect(updated.status).toBe(200);
    expect(updated.body.messages).toHaveLength(4);
    expect(updated.body.messages.at(-1).data.text).toBe('A later reply');
    expect(Date.parse(updated.body.lastModified)).toBeGreaterThanOrEqual(Date.parse(shared.lastModified));
    expect((await call(bob, 'PUT', `/api/share?share_id=${shared.share_id}`)).status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/share?share_id=${shared.share_id}`)).status).toBe(404);
  });

  it('exports captions and documents of a shared edit for signed-in visitors, changing nothing of the owner’s', async () => {
    const body = { share_id: shared.share_id, message_id: a.messageId, format: 'srt' };
    expect((await call(null, 'POST', '/api/share/export', body)).status).toBe(401);
    const srt = await call(carol, 'POST', '/api/share/export', body);
    expect(srt.status).toBe(200);
    expect(srt.headers['content-disposition']).toMatch(/^attachment; filename="Banana interview.*\.srt"/);
    expect(srt.text).toMatch(/^1\r?\n00:00:00,000 --> 00:00:0\d,\d{3}\r?\nBanana time\./);
    const docx = await call(carol, 'POST', '/api/share/export', { ...body, format: 'docx' });
    expect(docx.status).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect((await call(carol, 'POST', '/api/share/export', { ...body, message_id: randomUUID() })).status).toBe(404);
    const owner = await call(alice, 'GET', `/api/projects/${a.projectId}`);
    expect(owner.body.project.status).not.toBe('exporting');
    expect(owner.body.project.exportingStatus).toEqual({});
  });

  it('serves link previews and the sitemap with cache headers', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `/share/${shared.share_id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('max-age');
    expect(page.headers['last-modified']).toBeDefined();
    expect(page.body).toContain('<meta property="og:title" content="Banana interview · Otto">');
    expect(page.body).toMatch(
      new RegExp(`<meta property="og:image" content="http://localhost(:80)?/api/share/thumbnail/${shared.share_id}">`),
    );
    expect(page.body).toMatch(/og:description" content="Alice Editor shared a chat with Otto[^"]*1 edit of 1 file/);
    const thumb = await ctx.app.inject({ method: 'GET', url: `/api/share/thumbnail/${shared.share_id}` });
    expect(thumb.statusCode).toBe(302);

    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toMatch(new RegExp(`<loc>http://localhost(:80)?/share/${shared.share_id}</loc>`));
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('refreshes the share cache and sitemap for staff only (/update_cache)', async () => {
    const url = `/api/share/${shared.share_id}/refresh-cache`;
    expect((await call(null, 'POST', url)).status).toBe(401);
    expect((await call(alice, 'POST', url)).status).toBe(403);
    const refreshed = await call(staff, 'POST', url);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ share: true, sitemap: true });
    expect((await call(staff, 'POST', `/api/share/${'x'.repeat(32)}/refresh-cache`)).status).toBe(404);
  });
});

describe('cloning a shared chat', () => {
  it('copies the snapshot into the visitor’s account by reference; the copy exports and the original is unchanged', async () => {
    const a = await projectWithEdit(alice);
    const { share_id } = await share(alice, a.projectId);
    const aliceBefore = await call(alice, 'GET', `/api/projects/${a.projectId}/messages`);

    expect((await call(null, 'POST', '/api/share/clone', { share_id })).status).toBe(401);
    expect((await call(bob, 'POST', '/api/share/clone', { share_id, clone_to_user: alice.user.email })).status).toBe(
      403,
    );
    const cloned = await call(bob, 'POST', '/api/share/clone', {
      share_id,
      share_url: `http://localhost/share/${share_id}`,
      clone_to_user: bob.user.email,
    });
    expect(cloned.status).toBe(201);
    const project = cloned.body.project as Json;
    expect(project.id).not.toBe(a.projectId);
    expect((await call(bob, 'GET', `/api/projects/${project.id}`)).status).toBe(200);
    expect((await call(alice, 'GET', `/api/projects/${project.id}`)).status).toBe(404);

    const sources = Object.values(cloned.body.sources as Record<string, Json>);
    expect(sources).toHaveLength(1);
    const source = sources[0]!;
    expect(source.id).not.toBe(a.sourceId);
    expect(source.transcodedFileUri).toBe(a.proxyUri);
    const messages = Object.values(cloned.body.messages as Record<string, Json>);
    expect(messages.map((m) => m.type).sort()).toEqual(['edit_result', 'user_message']);
    const edit = messages.find((m) => m.type === 'edit_result')!;
    const prompt = messages.find((m) => m.type === 'user_message')!;
    expect(edit.parentMessageId).toBe(prompt.id);
    expect(edit.data.container.projectId).toBe(project.id);
    expect(edit.data.container.stories[0].segments[0].sourceId).toBe(source.id);
    expect(edit.data.isShare).toBeUndefined();

    // Transcript reused; media playable for Bob through his own project.
    const transcript = await call(bob, 'GET', `/api/projects/${project.id}/sources/${source.id}/transcript`);
    expect(transcript.body.words.map((w: Json) => w.text)).toEqual(['Banana', 'time.']);
    const signed = await call(bob, 'POST', '/api/get-signed-url', { object_uri: source.transcodedFileUri });
    expect(signed.status).toBe(200);
    expect((await open(signed.body.url as string, { range: 'bytes=0-9' })).statusCode).toBe(206);

    // Bob's copy exports to Premiere XML.
    const done = exportEnd(ctx.deps.events, project.id as string);
    const started = await call(bob, 'POST', '/api/export/xml', {
      project_id: project.id,
      format: 'premiere',
      layout: 'original',
      story_indexes: [0],
      container: edit.data.container,
      message_id: edit.id,
    });
    expect(started.status).toBe(200);
    const end = await done;
    expect(end.status).toBe('completed');
    const location = parseObjectUri((end.results as Json).s3Uri as string)!;
    expect(location.key.startsWith(`${project.id}/`)).toBe(true);
    const xml = (
      await ctx.deps.storage.getStream(location.bucket, location.key).then(async (s) => {
        const chunks: Buffer[] = [];
        for await (const c of s) chunks.push(c as Buffer);
        return Buffer.concat(chunks);
      })
    ).toString('utf8');
    expect(xml).toContain('<name>auto-editor_example.mp4</name>');

    // Alice's project is as it was.
    const aliceAfter = await call(alice, 'GET', `/api/projects/${a.projectId}/messages`);
    expect(aliceAfter.body).toEqual(aliceBefore.body);
    expect((await call(alice, 'GET', `/api/projects/${a.projectId}`)).body.project.status).not.toBe('exporting');
  });

  it('keeps a multicam camera where it sits on the main audio in the visitor’s copy', async () => {
    const a = await projectWithEdit(alice, 'Two-camera talk');
    await createSourcesRepo(ctx.deps.database.db).update(a.sourceId, { syncOffsetSec: -1.48 });
    const { share_id } = await share(alice, a.projectId);
    const shared = await call(null, 'GET', `/api/share/container-data?share_id=${share_id}`);
    expect(Object.values(shared.body.sources as Record<string, Json>)[0]!.syncOffsetSec).toBe(-1.48);

    const cloned = await call(bob, 'POST', '/api/share/clone', { share_id });
    const project = cloned.body.project as Json;
    const listed = await call(bob, 'GET', `/api/projects/${project.id}/sources`);
    const [source] = listed.body as unknown as Json[];
    expect(source!.syncOffsetSec).toBe(-1.48);
  });

  it('keeps a multicam recording’s speaker turns in the visitor’s copy, so its cuts follow the same speakers', async () => {
    const a = await projectWithEdit(alice, 'Two-camera talk');
    const turns = {
      by: 'camera_mics',
      turns: [
        { start: 0, end: 4.2, speakers: [1] },
        { start: 4.2, end: 9.5, speakers: [2] },
      ],
      cameraOfSpeaker: { '1': 1, '2': 2 },
      wideCamera: null,
    };
    await createImportStateRepo(ctx.deps.database.db).update(a.projectId, { speakerTurns: turns });
    const { share_id } = await share(alice, a.projectId);

    const cloned = await call(bob, 'POST', '/api/share/clone', { share_id });
    const copy = await createProjectsRepo(ctx.deps.database.db).findOwned(
      bob.user.id,
      cloned.body.project.id as string,
    );
    // The multicam edit picks each speaker's camera from these: without them the copy cuts blind.
    expect(copy?.speakerTurns).toEqual(turns);
  });

  it('keeps shared objects while any project uses them; the last one to go deletes them', async () => {
    const a = await projectWithEdit(alice);
    const { share_id } = await share(alice, a.projectId);
    const cloned = await call(bob, 'POST', '/api/share/clone', { share_id });
    const bobProject = cloned.body.project.id as string;
    const proxy = parseObjectUri(a.proxyUri)!;

    expect((await call(alice, 'DELETE', `/api/projects/${a.projectId}`)).status).toBe(204);
    // Deleting the project ends its share and the share's media URLs.
    expect((await call(null, 'GET', `/api/share/container-data?share_id=${share_id}`)).status).toBe(404);
    expect(await ctx.deps.storage.head(proxy.bucket, proxy.key)).not.toBeNull();
    const signed = await call(bob, 'POST', '/api/get-signed-url', { object_uri: a.proxyUri });
    expect(signed.status).toBe(200);

    expect((await call(bob, 'DELETE', `/api/projects/${bobProject}`)).status).toBe(204);
    expect(await ctx.deps.storage.head(proxy.bucket, proxy.key)).toBeNull();
    const original = sourceOriginalKey(a.projectId, a.sourceId, 'mp4');
    expect(await ctx.deps.storage.head(original.bucket, original.key)).toBeNull();
  });
});

describe('sharing a demo copy', () => {
  it('plays its demo_start video and poster for visitors, and signs no object the share does not hold', async () => {
    const [a, other] = [await projectWithEdit(alice, 'Demo copy'), await projectWithEdit(alice, 'Not shared')];
    // A demo copy's chat starts with demo_start, naming its sources' objects as the demo service writes it.
    const start = demoStartData(await createSourcesRepo(ctx.deps.database.db).listByProject(a.projectId), false)!;
    const elsewhere = { videoUrl: other.proxyUri, thumbnailUrl: 's3://media/x/thumbnail.jpg', videoName: 'Camera 2' };
    await createDemosRepo(ctx.deps.database.db).addDemoStart(
      a.projectId,
      { ...start, multicamVideos: [{ ...start, videoName: 'Camera 1' }, elsewhere] },
      new Date(),
    );
    const { body } = await call(
      null,
      'GET',
      `/api/share/container-data?share_id=${(await share(alice, a.projectId)).share_id}`,
    );
    expect(Object.keys(body.objects).sort()).toEqual([start.thumbnailUrl, start.videoUrl].sort());
    const played = async (uri: string) => open(String((await open(body.objects[uri].url as string)).headers.location));
    const video = await played(start.videoUrl);
    expect([video.statusCode, video.headers['content-type']]).toEqual([200, 'video/mp4']);
    expect((await played(start.thumbnailUrl)).statusCode).toBe(200);
  });
});

describe('turning a link off', () => {
  it('answers 404 everywhere, stops its media URLs and leaves the sitemap', async () => {
    const a = await projectWithEdit(alice);
    const { share_id } = await share(alice, a.projectId);
    const data = await call(null, 'GET', `/api/share/container-data?share_id=${share_id}`);
    const playable = data.body.media[a.sourceId].playable.url as string;
    // Both are cached now: turning the link off must not wait for the cache to run out.
    expect((await ctx.app.inject({ method: 'GET', url: `/share/${share_id}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(share_id);

    expect((await call(alice, 'DELETE', `/api/share?share_id=${share_id}`)).status).toBe(204);
    expect((await call(null, 'GET', `/api/share/container-data?share_id=${share_id}`)).status).toBe(404);
    expect((await open(playable)).statusCode).toBe(404);
    expect((await call(bob, 'POST', '/api/share/clone', { share_id })).status).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/share/${share_id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(share_id);
    expect((await call(alice, 'PUT', `/api/share?share_id=${share_id}`)).status).toBe(404);
    expect((await call(alice, 'GET', `/api/projects/${a.projectId}/share`)).body.share).toBeNull();
    // Sharing again makes a new link; the old one stays off.
    const again = await share(alice, a.projectId);
    expect(again.share_id).not.toBe(share_id);
  });
});
