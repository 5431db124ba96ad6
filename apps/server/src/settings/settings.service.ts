import { userSettingsSchema, type UserSettings } from '@otto/shared/settings';
import type { UpdateSettingsBody } from '@otto/shared/api/settings';
import type { Clock } from '../http/clock';
import { badRequest } from '../http/http-error';
import { asPlainObject, mergePatch } from './settings.fns';
import type { SettingsRepo } from './settings.repo';

/**
 * Stored overrides that no longer validate (a setting whose rules changed since it was saved)
 * fall back to their defaults one by one, so one bad value never hides the user's other settings.
 */
export function resolveSettings(stored: unknown): UserSettings {
  const overrides = asPlainObject(stored);
  const whole = userSettingsSchema.safeParse(overrides);
  if (whole.success) return whole.data;
  const valid = Object.fromEntries(
    Object.entries(overrides).filter(([key, value]) => userSettingsSchema.safeParse({ [key]: value }).success),
  );
  return userSettingsSchema.parse(valid);
}

export function createSettingsService(deps: { settings: SettingsRepo; clock: Clock }) {
  const { settings, clock } = deps;
  return {
    async get(userId: string): Promise<UserSettings> {
      return resolveSettings(await settings.get(userId));
    },

    async update(userId: string, patch: UpdateSettingsBody): Promise<UserSettings> {
      const overrides = asPlainObject(mergePatch(asPlainObject(await settings.get(userId)), patch));
      const parsed = userSettingsSchema.safeParse(overrides);
      if (!parsed.success) {
        const reasons = parsed.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`);
        throw badRequest(`Invalid settings: ${reasons.join('; ')}`);
      }
      await settings.put(userId, overrides, clock.now());
      return parsed.data;
    },
  };
}
