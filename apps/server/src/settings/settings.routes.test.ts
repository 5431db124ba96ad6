import { defaultUserSettings } from '@otto/shared/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { userSettings } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OTTO_STAFF_EMAILS: ' Staff-One@Example.com ,staff-two@example.com' });
});
afterAll(async () => ctx?.close());

const getSettings = (as: SignedInUser | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/settings', headers: as ? { cookie: as.cookie } : {} });
const storedSettings = async (user: SignedInUser) => {
  const [row] = await ctx.deps.database.db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, user.user.id));
  return row?.settings;
};
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
      animatedWaveformEnabled: true,
    });
    const { settings } = (
      await patchSettings(user, { captionSettings: { activeColor: null }, animatedWaveformEnabled: null })
    ).json();
    expect(settings.captionSettings).toEqual({ inactiveColor: '#111111' });
    expect(settings.animatedWaveformEnabled).toBe(false);
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
    await patchSettings(a, { animatedWaveformEnabled: true });
    expect((await getSettings(b)).json().settings.animatedWaveformEnabled).toBe(false);
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

  it('stores only known settings: unknown nested keys and leftovers are dropped', async () => {
    const user = await signUpUser(ctx.app);
    // A leftover from an older version (or a hand-edited row) goes on the next save too.
    await ctx.deps.database.db.insert(userSettings).values({ userId: user.user.id, settings: { legacyFlag: true } });
    const res = await patchSettings(user, {
      captionSettings: { activeColor: '#FF0000', script: '<x>' },
      logo: { corner: 'top-right', isAdmin: true },
      branding: { horizontal_intro: { status: 'success', uri: 's3://branding/a.png', extra: 1 }, junk: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.captionSettings).toEqual({ activeColor: '#FF0000' });
    const stored = await storedSettings(user);
    expect(stored).toEqual({
      captionSettings: { activeColor: '#FF0000' },
      logo: { corner: 'top-right' },
      branding: { horizontal_intro: { status: 'success', uri: 's3://branding/a.png' } },
    });
  });

  describe('staff-only switches', () => {
    it.each(['unlockLargeFiles', 'allowMobileImport'])(
      'a user who is not staff cannot turn %s on: 403, nothing stored',
      async (flag) => {
        const user = await signUpUser(ctx.app);
        expect(user.user.role).toBe('user');
        const res = await patchSettings(user, { [flag]: true, playbackSpeed: 1.5 });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'staff_only', message: `Only Otto staff can turn on ${flag}.` });
        expect(await storedSettings(user)).toBeUndefined();
        // Turning it off (or back to its default) stays allowed.
        expect((await patchSettings(user, { [flag]: false })).statusCode).toBe(200);
        expect((await patchSettings(user, { [flag]: null })).statusCode).toBe(200);
      },
    );

    it('reads as off for a user who is not staff, whatever was stored', async () => {
      const user = await signUpUser(ctx.app);
      await ctx.deps.database.db
        .insert(userSettings)
        .values({ userId: user.user.id, settings: { unlockLargeFiles: true, allowMobileImport: true } });
      const { settings } = (await getSettings(user)).json();
      expect(settings).toMatchObject({ unlockLargeFiles: false, allowMobileImport: false });
    });

    it('staff named in OTTO_STAFF_EMAILS can turn them on and off', async () => {
      const staff = await signUpUser(ctx.app, { email: 'staff-one@example.com' });
      expect(staff.user.role).toBe('staff');
      const res = await patchSettings(staff, { unlockLargeFiles: true, allowMobileImport: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().settings).toMatchObject({ unlockLargeFiles: true, allowMobileImport: true });
      expect((await getSettings(staff)).json().settings).toMatchObject({
        unlockLargeFiles: true,
        allowMobileImport: true,
      });
      expect(await storedSettings(staff)).toEqual({ unlockLargeFiles: true, allowMobileImport: true });
      await patchSettings(staff, { allowMobileImport: false });
      expect((await getSettings(staff)).json().settings.allowMobileImport).toBe(false);
    });
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await getSettings(null)).statusCode).toBe(401);
    expect((await patchSettings(null, { playbackSpeed: 1 })).statusCode).toBe(401);
  });
});
