import { userSettingsSchema, type UserSettings } from '@otto/shared/settings';
import type { UpdateSettingsBody } from '@otto/shared/api/settings';
import { staffOnlySettings, uploadLimitText } from '@otto/shared/upload-limits';
import type { UserRole } from '@otto/shared/user';
import type { Clock } from '../http/clock';
import { badRequest, HttpError } from '../http/http-error';
import { asPlainObject, mergePatch, pickKnownKeys } from './settings.fns';
import type { SettingsRepo } from './settings.repo';

/**
 * Stored overrides that no longer validate (a setting whose rules changed since it was saved)
 * fall back to their defaults one by one, so one bad value never hides the user's other settings.
 * The staff-only switches read as off for everyone else, whatever was stored.
 */
export function resolveSettings(stored: unknown, role: UserRole = 'user'): UserSettings {
  const overrides = asPlainObject(stored);
  const whole = userSettingsSchema.safeParse(overrides);
  const settings = whole.success
    ? whole.data
    : userSettingsSchema.parse(
        Object.fromEntries(
          Object.entries(overrides).filter(([key, value]) => userSettingsSchema.safeParse({ [key]: value }).success),
        ),
      );
  if (role === 'staff') return settings;
  return { ...settings, ...Object.fromEntries(staffOnlySettings.map((key) => [key, false])) };
}

/** A user who is not staff may turn a staff-only switch off (or reset it), never on. */
function refuseStaffOnly(patch: UpdateSettingsBody, role: UserRole): void {
  if (role === 'staff') return;
  const turnedOn = staffOnlySettings.find(
    (key) => patch[key] !== undefined && patch[key] !== null && patch[key] !== false,
  );
  if (turnedOn) throw new HttpError(403, 'staff_only', uploadLimitText.staffOnlySetting(turnedOn));
}

export interface SettingsUser {
  id: string;
  role: UserRole;
}

export function createSettingsService(deps: { settings: SettingsRepo; clock: Clock }) {
  const { settings, clock } = deps;
  return {
    /** Without a role the staff-only switches read as off. */
    async get(userId: string, role: UserRole = 'user'): Promise<UserSettings> {
      return resolveSettings(await settings.get(userId), role);
    },

    async update(user: SettingsUser, patch: UpdateSettingsBody): Promise<UserSettings> {
      refuseStaffOnly(patch, user.role);
      const merged = mergePatch(asPlainObject(await settings.get(user.id)), patch);
      const overrides = asPlainObject(pickKnownKeys(merged, userSettingsSchema));
      const parsed = userSettingsSchema.safeParse(overrides);
      if (!parsed.success) {
        const reasons = parsed.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`);
        throw badRequest(`Invalid settings: ${reasons.join('; ')}`);
      }
      await settings.put(user.id, overrides, clock.now());
      return resolveSettings(overrides, user.role);
    },
  };
}
