import { z } from 'zod';
import { userSettingsSchema } from '../settings';

const settingKeys = new Set(Object.keys(userSettingsSchema.shape));

/**
 * PATCH /api/settings body, a JSON Merge Patch (RFC 7396) of the user's settings: nested objects
 * merge key by key, arrays and scalars replace, and null removes a value (back to its default),
 * e.g. `{ captionSettings: { activeColor: null } }` resets one caption colour. The merged result
 * is validated against `userSettingsSchema`.
 */
export const updateSettingsBodySchema = z.record(z.string(), z.unknown()).superRefine((body, ctx) => {
  for (const key of Object.keys(body)) {
    if (!settingKeys.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: `Unknown setting '${key}'.` });
  }
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const settingsResponseSchema = z.object({ settings: userSettingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
