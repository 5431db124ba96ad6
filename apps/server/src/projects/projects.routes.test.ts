import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { analyticsEvents, messages, sources } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { loadOwnedProject } from './project-access';

let ctx: TestContext;
let ada: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await signUpUser(ctx.app, { email: 'ada@example.com' });
  bob = await signUpUser(ctx.app, { email: 'bob@example.com' });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (as: SignedInUser | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: as ? { cookie: as.cookie } : {} });

async function createProject(as: SignedInUser, payload: object = { mode: 'rough_cut' }) {
  const res = await call(as, 'POST', '/api/projects', payload);
  expect(res.statusCode).toBe(201);
  return res.json().project;
}

async function addSource(projectId: string, position = 0) {
  const [row] = await ctx.deps.database.db
    .insert(sources)
    .values({ projectId, filename: 'interview.mp4', position })
    .returning();
  return row!.id;
}

describe('projects', () => {
  it('creates an untitled project with the chosen mode and import defaults', async () => {
    const project = await createProject(ada, { mode: 'podcast', category: 'multicam' });
    expect(project).toMatchObject({
      name: '',
      mode: 'podcast',
      category: 'multicam',
      status: 'created',
      multicamImportStage: 'none',
      transcriptionLanguage: 'auto',
      vocabulary: [],
      numEditResponses: 0,
      sourceIds: [],
      messageIds: [],
    });
    const got = await call(ada, 'GET', `/api/projects/${project.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().project).toEqual(project);
  });

  it('takes the tier the picker was shown with, refuses a stale one, and records the creation with the tier', async () => {
    const user = await signUpUser(ctx.app);
    const db = ctx.deps.database.db;
    // The tier that applies (without billing, every account has the self-hoster's default plan).
    const tier = (await call(user, 'GET', '/api/auth/session')).json().user.subscriptionTier as string;
    const project = await createProject(user, { mode: 'social_media', category: 'singlecam', subscriptionTier: tier });
    const created = await db.select().from(analyticsEvents).where(eq(analyticsEvents.projectId, project.id));
    expect(created.map((e) => [e.name, e.userId, e.props])).toEqual([
      ['user_created_project', user.user.id, { mode: 'social_media', category: 'singlecam', tier }],
    ]);

    // A picker opened before the plan changed: nothing is created, and the web re-reads the session.
    const stale = await call(user, 'POST', '/api/projects', {
      mode: 'standard',
      subscriptionTier: tier === 'free' ? 'pro' : 'free',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'subscription_tier_changed' });
    expect((await call(user, 'GET', '/api/projects')).json().projects).toHaveLength(1);
    // Not a tier at all is a bad request.
    expect((await call(user, 'POST', '/api/projects', { mode: 'standard', subscriptionTier: 'gold' })).statusCode).toBe(
      400,
    );
  });

  it('lists only the user’s own projects, most recent first', async () => {
    const user = await signUpUser(ctx.app);
    const first = await createProject(user, { mode: 'social_media', name: 'First' });
    const second = await createProject(user, { mode: 'standard', name: 'Second' });
    await createProject(bob, { mode: 'standard', name: 'Not yours' });

    const res = await call(user, 'GET', '/api/projects');
    expect(res.statusCode).toBe(200);
    expect(res.json().projects.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
  });

  it('renames a project and changes its transcription language', async () => {
    const project = await createProject(ada);
    const res = await call(ada, 'PATCH', `/api/projects/${project.id}`, {
      name: '  Launch video ',
      transcriptionLanguage: 'pt-BR',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toMatchObject({ name: 'Launch video', transcriptionLanguage: 'pt-BR' });
    expect((await call(ada, 'GET', `/api/projects/${project.id}`)).json().project.name).toBe('Launch video');
  });

  it('keeps the names and terms from the import card for the transcriber', async () => {
    const project = await createProject(ada);
    const res = await call(ada, 'PATCH', `/api/projects/${project.id}`, {
      vocabulary: [' Gutenberg ', 'John Dashwood'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().project.vocabulary).toEqual(['Gutenberg', 'John Dashwood']);
    expect((await call(ada, 'GET', `/api/projects/${project.id}`)).json().project.vocabulary).toEqual([
      'Gutenberg',
      'John Dashwood',
    ]);
  });

  it('names a speaker for the whole project, and a blank name gives back "Speaker n"', async () => {
    const project = await createProject(ada);
    expect(project.speakerNames).toEqual({});
    const named = await call(ada, 'PATCH', `/api/projects/${project.id}/speakers`, { speaker: 2, name: ' Anna ' });
    expect(named.statusCode).toBe(200);
    expect(named.json().project.speakerNames).toEqual({ '2': 'Anna' });
    await call(ada, 'PATCH', `/api/projects/${project.id}/speakers`, { speaker: 1, name: 'Ben' });
    expect((await call(ada, 'GET', `/api/projects/${project.id}`)).json().project.speakerNames).toEqual({
      '1': 'Ben',
      '2': 'Anna',
    });
    const cleared = await call(ada, 'PATCH', `/api/projects/${project.id}/speakers`, { speaker: 2, name: '' });
    expect(cleared.json().project.speakerNames).toEqual({ '1': 'Ben' });
  });

  it('rejects invalid bodies with 400 and a message saying what is wrong', async () => {
    const project = await createProject(ada);
    const cases: [Method, string, object][] = [
      ['POST', '/api/projects', { mode: 'karaoke' }],
      ['POST', '/api/projects', {}],
      ['PATCH', `/api/projects/${project.id}`, { transcriptionLanguage: 'klingon' }],
      ['PATCH', `/api/projects/${project.id}`, { status: 'success' }],
      ['PATCH', `/api/projects/${project.id}`, { name: 'x'.repeat(201) }],
      ['PATCH', `/api/projects/${project.id}`, { vocabulary: ['x'.repeat(61)] }],
      ['PATCH', `/api/projects/${project.id}`, { vocabulary: Array.from({ length: 51 }, (_, i) => `t${i}`) }],
      ['PATCH', `/api/projects/${project.id}/speakers`, { speaker: 7, name: 'Anna' }],
      ['PATCH', `/api/projects/${project.id}/speakers`, { speaker: 1, name: 'x'.repeat(41) }],
      ['POST', '/api/waitlist', { feature: '' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(ada, method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message).toMatch(/^Invalid request: .+/);
    }
    expect((await call(ada, 'GET', '/api/projects/not-a-uuid')).statusCode).toBe(400);
  });

  it('lets the project type change only until importing starts', async () => {
    const project = await createProject(ada, { mode: 'a_roll' });
    const switched = await call(ada, 'PATCH', `/api/projects/${project.id}`, { mode: 'b_roll', category: 'singlecam' });
    expect(switched.json().project.mode).toBe('b_roll');

    const sourceId = await addSource(project.id);
    const locked = await call(ada, 'PATCH', `/api/projects/${project.id}`, { mode: 'a_roll' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe('project_locked');

    // Re-sending the current value is not a change.
    expect((await call(ada, 'PATCH', `/api/projects/${project.id}`, { mode: 'b_roll' })).statusCode).toBe(200);
    const withAudio = await call(ada, 'PATCH', `/api/projects/${project.id}`, { mainAudioId: sourceId });
    expect(withAudio.json().project).toMatchObject({ mainAudioId: sourceId, sourceIds: [sourceId] });
  });

  it('keeps a podcast’s Overlapping Audio choice, locked like the project type once importing starts', async () => {
    const project = await createProject(ada, { mode: 'podcast', category: 'multicam' });
    expect(project.audioOverlap ?? 'non_overlapping').toBe('non_overlapping');
    const chosen = await call(ada, 'PATCH', `/api/projects/${project.id}`, { audioOverlap: 'overlapping' });
    expect(chosen.json().project.audioOverlap).toBe('overlapping');
    expect((await call(ada, 'GET', `/api/projects/${project.id}`)).json().project.audioOverlap).toBe('overlapping');
    await addSource(project.id);
    const locked = await call(ada, 'PATCH', `/api/projects/${project.id}`, { audioOverlap: 'non_overlapping' });
    expect(locked.statusCode).toBe(409);
  });

  it('refuses a main audio that is not one of the project’s files', async () => {
    const project = await createProject(ada);
    const other = await createProject(ada);
    const foreign = await addSource(other.id);
    const res = await call(ada, 'PATCH', `/api/projects/${project.id}`, { mainAudioId: foreign });
    expect(res.statusCode).toBe(400);
  });

  it('lists sources in import order and messages in chat order', async () => {
    const project = await createProject(ada);
    const second = await addSource(project.id, 1);
    const first = await addSource(project.id, 0);
    const db = ctx.deps.database.db;
    const [prompt] = await db
      .insert(messages)
      .values({
        projectId: project.id,
        type: 'prompt',
        data: { prompt: 'Make a 60 second teaser' },
        createdAt: new Date(Date.now() - 5000),
      })
      .returning();
    const [reply] = await db
      .insert(messages)
      .values({
        projectId: project.id,
        type: 'edit_result',
        data: { storyIndex: 0 },
        parentMessageId: prompt!.id,
        rate: 'like',
      })
      .returning();

    const got = (await call(ada, 'GET', `/api/projects/${project.id}`)).json().project;
    expect(got.sourceIds).toEqual([first, second]);
    expect(got.messageIds).toEqual([prompt!.id, reply!.id]);

    const res = await call(ada, 'GET', `/api/projects/${project.id}/messages`);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      {
        id: prompt!.id,
        projectId: project.id,
        type: 'prompt',
        createdAt: prompt!.createdAt.toISOString(),
        rate: 'none',
        parentMessageId: null,
        data: { prompt: 'Make a 60 second teaser' },
      },
      {
        id: reply!.id,
        projectId: project.id,
        type: 'edit_result',
        createdAt: reply!.createdAt.toISOString(),
        rate: 'like',
        parentMessageId: prompt!.id,
        data: { storyIndex: 0 },
      },
    ]);
  });

  it('deletes a project with its files and leaves other projects’ files alone', async () => {
    const doomed = await createProject(ada);
    const kept = await createProject(ada);
    const { storage } = ctx.deps;
    await storage.put('ingest', `${doomed.id}/s1/s1.mp4`, Buffer.from('original'));
    await storage.put('media', `${doomed.id}/s1/proxy.mp4`, Buffer.from('proxy'));
    await storage.put('ingest', `${kept.id}/s2/s2.mp4`, Buffer.from('keep me'));

    const res = await call(ada, 'DELETE', `/api/projects/${doomed.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(ada, 'GET', `/api/projects/${doomed.id}`)).statusCode).toBe(404);
    expect(await storage.head('ingest', `${doomed.id}/s1/s1.mp4`)).toBeNull();
    expect(await storage.head('media', `${doomed.id}/s1/proxy.mp4`)).toBeNull();
    expect(await storage.head('ingest', `${kept.id}/s2/s2.mp4`)).not.toBeNull();
  });
});

describe('ownership', () => {
  it('hides one user’s project from another behind 404, never 403', async () => {
    const project = await createProject(ada, { mode: 'standard', name: 'Ada’s secret cut' });
    const attempts: [Method, string, object?][] = [
      ['GET', `/api/projects/${project.id}`],
      ['PATCH', `/api/projects/${project.id}`, { name: 'pwned' }],
      ['DELETE', `/api/projects/${project.id}`],
      ['GET', `/api/projects/${project.id}/messages`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(bob, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Project not found.' });
    }
    expect((await call(bob, 'GET', '/api/projects')).json().projects.map((p: { id: string }) => p.id)).not.toContain(
      project.id,
    );

    // Untouched for its owner.
    const mine = await call(ada, 'GET', `/api/projects/${project.id}`);
    expect(mine.json().project.name).toBe('Ada’s secret cut');

    await expect(loadOwnedProject(ctx.deps.database.db, bob.user.id, project.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(loadOwnedProject(ctx.deps.database.db, ada.user.id, 'nonsense')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await loadOwnedProject(ctx.deps.database.db, ada.user.id, project.id)).id).toBe(project.id);
  });

  it('answers 401 to anonymous callers, even with an invalid body', async () => {
    const project = await createProject(ada);
    const attempts: [Method, string, object?][] = [
      ['GET', '/api/projects'],
      ['POST', '/api/projects', { mode: 'standard' }],
      ['POST', '/api/projects', { mode: 'nonsense' }],
      ['GET', `/api/projects/${project.id}`],
      ['PATCH', `/api/projects/${project.id}`, { name: 'anon' }],
      ['DELETE', `/api/projects/${project.id}`],
      ['GET', `/api/projects/${project.id}/messages`],
      ['POST', '/api/waitlist', { feature: 'b_roll' }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(null, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Not signed in. Please sign in first.');
    }
  });
});

describe('waitlist', () => {
  it('remembers a “Get notified” request once, however often it is pressed', async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < 2; i++) {
      const res = await call(user, 'POST', '/api/waitlist', { feature: 'b_roll' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ added: true });
    }
    await call(user, 'POST', '/api/waitlist', { feature: 'scripted_story' });
    expect((await call(user, 'GET', '/api/waitlist')).json()).toEqual({ features: ['b_roll', 'scripted_story'] });
    expect((await call(bob, 'GET', '/api/waitlist')).json()).toEqual({ features: [] });
  });
});
