/** A user's settings (spec chat §3) with their defaults and the pure rules that change them. */
import { z } from 'zod';
import {
  brandingAssetSchema,
  clearLeftoverAsset,
  freeLogoCorner,
  logoSchema,
  overlayAssetSchema,
  type Logo,
  type LogoCorner,
} from './branding';
import { lastExportOptionsMax, playbackSpeeds } from './constants';
import { exportOptionIdSchema, type ExportOptionId } from './export-menu';
import { transcriptionLanguageSchema } from './languages';
import type { SubscriptionTier } from './user';

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
  transcriptionLanguage: fields.transcriptionLanguage.default('auto'),
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

export const applySettingsPatch = (current: UserSettings, patch: PartialUserSettings): UserSettings =>
  userSettingsSchema.parse({ ...current, ...patch });

/** The colours an export uses: the user's overrides over the defaults. */
export const resolvedCaptionColours = (captions: CaptionSettings): Record<CaptionColourKey, string> => ({
  ...captionColourDefaults,
  ...Object.fromEntries(Object.entries(captions).filter(([, v]) => v !== undefined)),
});

/**
 * Applies a colour picked in the caption tab. Invalid input changes nothing; picking the default
 * removes the override so a later change of default reaches the user.
 */
export function applyColourOverride(settings: UserSettings, key: CaptionColourKey, value: string): UserSettings {
  if (!isValidHexColour(value, { allowTransparent: key === 'outlineColor' })) return settings;
  const captionSettings: CaptionSettings = { ...settings.captionSettings };
  if (value.toLowerCase() === captionColourDefaults[key].toLowerCase()) delete captionSettings[key];
  else captionSettings[key] = value;
  return { ...settings, captionSettings };
}

/** The Reset control shows only while a colour differs from its default. */
export const isColourOverridden = (captions: CaptionSettings, key: CaptionColourKey): boolean =>
  captions[key] !== undefined && captions[key]?.toLowerCase() !== captionColourDefaults[key].toLowerCase();

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

export type ExportLogo =
  { kind: 'watermark'; corner: LogoCorner } | { kind: 'custom'; uri: string; corner: LogoCorner } | { kind: 'none' };

/** Free users get our watermark at top-left whatever they chose; paid users their own logo, if uploaded. */
export function exportLogo(logo: Logo, tier: SubscriptionTier): ExportLogo {
  if (tier === 'free') return { kind: 'watermark', corner: freeLogoCorner };
  return logo.status === 'success' && logo.uri
    ? { kind: 'custom', uri: logo.uri, corner: logo.corner }
    : { kind: 'none' };
}
