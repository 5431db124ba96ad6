/** A user's settings (spec chat §3) with their defaults and the pure rules that change them. */
import { z } from 'zod';
import { brandingAssetSchema, clearLeftoverAsset, logoSchema, overlayAssetSchema } from './branding';
import { lastExportOptionsMax, playbackSpeeds } from './constants';
import { exportOptionIdSchema, type ExportOptionId } from './export-menu';
import { defaultTranscriptionLanguage, transcriptionLanguageSchema } from './languages';

export * from './branding';

export type CaptionColourKey = 'outlineColor' | 'activeColor' | 'inactiveColor';

/** The caption look of exported MP4s when the user picked nothing. */
export const captionColourDefaults: Record<CaptionColourKey, string> = {
  outlineColor: '#000000',
  activeColor: '#FFD400',
  inactiveColor: '#FFFFFF',
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A 6-digit hex colour with its '#'; the outline alone may also be 'transparent'. */
export const isValidHexColour = (value: string, opts: { allowTransparent?: boolean } = {}): boolean =>
  HEX.test(value) || (opts.allowTransparent === true && value === 'transparent');

const hexColour = z.string().regex(HEX, 'a colour is # followed by 6 hex digits');

/** Only overrides are stored: an absent key means the default colour. */
export const captionSettingsSchema = z.object({
  outlineColor: z.union([hexColour, z.literal('transparent')]).optional(),
  activeColor: hexColour.optional(),
  inactiveColor: hexColour.optional(),
});
export type CaptionSettings = z.infer<typeof captionSettingsSchema>;

const fields = {
  playbackSpeed: z.number().min(playbackSpeeds.step).max(playbackSpeeds.max),
  /** Which assistant version answers; staff switch it to try new behaviour. */
  eddieAIVersion: z.string().min(1),
  unlockLargeFiles: z.boolean(),
  allowMobileImport: z.boolean(),
  animatedWaveformEnabled: z.boolean(),
  transcriptionLanguage: transcriptionLanguageSchema,
  lastExportOptions: z.array(exportOptionIdSchema).max(lastExportOptionsMax),
  captionSettings: captionSettingsSchema,
  logo: logoSchema,
  branding: z.object({
    horizontal_intro: brandingAssetSchema.prefault({}),
    horizontal_outro: brandingAssetSchema.prefault({}),
    vertical_intro: brandingAssetSchema.prefault({}),
    vertical_outro: brandingAssetSchema.prefault({}),
  }),
  overlays: z.object({
    overlay_video: overlayAssetSchema.prefault({}),
    overlay_video_vertical: overlayAssetSchema.prefault({}),
  }),
};

export const defaultEddieAIVersion = 'stable';

/** Stored settings, filled with defaults: parse `{}` to get a new user's settings. */
export const userSettingsSchema = z.object({
  playbackSpeed: fields.playbackSpeed.default(playbackSpeeds.default),
  eddieAIVersion: fields.eddieAIVersion.default(defaultEddieAIVersion),
  unlockLargeFiles: fields.unlockLargeFiles.default(false),
  allowMobileImport: fields.allowMobileImport.default(false),
  animatedWaveformEnabled: fields.animatedWaveformEnabled.default(false),
  transcriptionLanguage: fields.transcriptionLanguage.default(defaultTranscriptionLanguage),
  lastExportOptions: fields.lastExportOptions.default([]),
  captionSettings: fields.captionSettings.prefault({}),
  logo: fields.logo.prefault({}),
  branding: fields.branding.prefault({}),
  overlays: fields.overlays.prefault({}),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const defaultUserSettings = (): UserSettings => userSettingsSchema.parse({});

/** A PATCH body: any subset of fields, each replacing the stored value whole; unknown keys are refused. */
export const partialUserSettingsSchema = z.object(fields).partial().strict();
export type PartialUserSettings = z.infer<typeof partialUserSettingsSchema>;

/** The colours an export uses: the user's overrides over the defaults. */
export const resolvedCaptionColours = (captions: CaptionSettings): Record<CaptionColourKey, string> => ({
  ...captionColourDefaults,
  ...Object.fromEntries(Object.entries(captions).filter(([, v]) => v !== undefined)),
});

/** A pick joins the list only when it differs from the last one; the list keeps the latest 2. */
export function appendLastExportOption(list: readonly ExportOptionId[], pick: ExportOptionId): ExportOptionId[] {
  if (list[list.length - 1] === pick) return [...list];
  return [...list, pick].slice(-lastExportOptionsMax);
}

/** The speed label steps by 0.25 from wherever it is up to 2x, then wraps to 1x. */
export function nextPlaybackSpeed(current: number): number {
  if (current >= playbackSpeeds.max) return playbackSpeeds.reset;
  return Math.min(playbackSpeeds.max, Math.round((current + playbackSpeeds.step) * 1000) / 1000);
}

/** Uploads marked in progress when settings load were cut off by a reload: clear them. */
export function clearLeftoverInProgress(settings: UserSettings): UserSettings {
  const mapValues = <T extends object>(o: T): T =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, clearLeftoverAsset(v)])) as T;
  return {
    ...settings,
    logo: clearLeftoverAsset(settings.logo),
    branding: mapValues(settings.branding),
    overlays: mapValues(settings.overlays),
  };
}
