import { defaultUserSettings } from '@otto/shared/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { userSettings } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const getSettings = (as: SignedInUser | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/settings', headers: as ? { cookie: as.cookie } : {} });
const patchSettings = (as: SignedInUser | null, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/settings', payload, headers: as ? { cookie: as.cookie } : {} });

describe('settings', () => {
  it('gives a new user the defaults', async () => {
    const user = await signUpUser(ctx.app);
    const res = await getSettings(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual(defaultUserSettings());
    expect(res.json().settings).toMatchObject({
      transcriptionLanguage: 'auto',
      unlockLargeFiles: false,
      lastExportOptions: [],
    });
  });

  it('keeps changes across requests, merging nested settings instead of replacing them', async () => {
    const user = await signUpUser(ctx.app);
    await patchSettings(user, { captionSettings: { activeColor: '#FF0000' }, logo: { corner: 'top-right' } });
    const res = await patchSettings(user, {
      playbackSpeed: 1.5,
      transcriptionLanguage: 'de',
      lastExportOptions: ['premiere', 'mp4'],
      captionSettings: { outlineColor: 'transparent' },
    });
    expect(res.statusCode).toBe(200);

    const { settings } = (await getSettings(user)).json();
    expect(settings).toMatchObject({
      playbackSpeed: 1.5,
      transcriptionLanguage: 'de',
      lastExportOptions: ['premiere', 'mp4'],
      captionSettings: { activeColor: '#FF0000', outlineColor: 'transparent' },
      logo: { corner: 'top-right', status: null, uri: null },
      unlockLargeFiles: false,
    });
    expect(res.json().settings).toEqual(settings);
  });

  it('resets a value to its default when it is set to null', async () => {
    const user = await signUpUser(ctx.app);
    await patchSettings(user, {
      captionSettings: { activeColor: '#00FF00', inactiveColor: '#111111' },
      unlockLargeFiles: true,
    });
    const { settings } = (
      await patchSettings(user, { captionSettings: { activeColor: null }, unlockLargeFiles: null })
    ).json();
    expect(settings.captionSettings).toEqual({ inactiveColor: '#111111' });
    expect(settings.unlockLargeFiles).toBe(false);
  });

  it('replaces the whole list of last export options', async () => {
    const user = await signUpUser(ctx.app);
    await patchSettings(user, { lastExportOptions: ['premiere', 'mp4'] });
    const { settings } = (await patchSettings(user, { lastExportOptions: ['srt'] })).json();
    expect(settings.lastExportOptions).toEqual(['srt']);
  });

  it('rejects invalid values and unknown settings with 400, changing nothing', async () => {
    const user = await signUpUser(ctx.app);
    await patchSettings(user, { playbackSpeed: 1.25 });
    const cases: [object, RegExp][] = [
      [{ playbackSpeed: 5 }, /playbackSpeed/],
      [{ captionSettings: { activeColor: 'red' } }, /captionSettings\.activeColor/],
      [{ lastExportOptions: ['premiere', 'mp4', 'srt'] }, /lastExportOptions/],
      [{ transcriptionLanguage: 'klingon' }, /transcriptionLanguage/],
      [{ isAdmin: true }, /Unknown setting 'isAdmin'/],
    ];
    for (const [payload, message] of cases) {
      const res = await patchSettings(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await getSettings(user)).json().settings.playbackSpeed).toBe(1.25);
  });

  it('keeps each user’s settings apart', async () => {
    const a = await signUpUser(ctx.app);
    const b = await signUpUser(ctx.app);
    await patchSettings(a, { allowMobileImport: true });
    expect((await getSettings(b)).json().settings.allowMobileImport).toBe(false);
  });

  it('falls back to the default for a stored value that no longer validates', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.deps.database.db.insert(userSettings).values({
      userId: user.user.id,
      settings: { playbackSpeed: 9, transcriptionLanguage: 'fr' },
    });
    const { settings } = (await getSettings(user)).json();
    expect(settings).toMatchObject({ playbackSpeed: 1, transcriptionLanguage: 'fr' });
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await getSettings(null)).statusCode).toBe(401);
    expect((await patchSettings(null, { playbackSpeed: 1 })).statusCode).toBe(401);
  });
});
