/** Pure rules of the Export MP4 settings dialog (spec chat §3–§5): colours, branding slots, uploads. */
import {
  applyAssetUploadEvent,
  brandingImageKeys,
  captionColourDefaults,
  checkImageAspect,
  isAcceptedBrandingImage,
  isAcceptedOverlayVideo,
  isValidHexColour,
  orientationOf,
  type AssetUploadEvent,
  type BrandingAsset,
  type BrandingImageKey,
  type CaptionColourKey,
  type CaptionSettings,
  type Logo,
  type OverlayAsset,
  type OverlayKey,
  type UserSettings,
} from '@otto/shared/settings';
import { brandingImageContentTypes, overlayVideoContentType } from '@otto/shared/api/render';
import { brandingText } from '@otto/shared/ui-text';
import { fileExtension } from '@otto/shared/source';

export type BrandingSlot = 'logo' | BrandingImageKey | OverlayKey;

/**
 * A reset override is sent as null (JSON Merge Patch: "remove"); the settings store drops it
 * locally, but a null still reads as "the default" here should one ever arrive.
 */
export type CaptionColoursView = { [K in CaptionColourKey]?: string | null };

export const displayedColour = (captions: CaptionColoursView, key: CaptionColourKey): string =>
  captions[key] ?? captionColourDefaults[key];

/** Reset shows only while the colour differs from its default. */
export const colourDiffersFromDefault = (captions: CaptionColoursView, key: CaptionColourKey): boolean =>
  displayedColour(captions, key).toLowerCase() !== captionColourDefaults[key].toLowerCase();

export const isColourInputValid = (key: CaptionColourKey, text: string): boolean =>
  isValidHexColour(text.trim(), { allowTransparent: key === 'outlineColor' });

/**
 * The settings patch a typed or picked colour makes: none when invalid (red border, not applied);
 * the default removes the override (null), anything else is stored.
 */
export function colourPatch(
  key: CaptionColourKey,
  text: string,
): { captionSettings: CaptionSettings | Record<string, null> } | null {
  const value = text.trim();
  if (!isColourInputValid(key, value)) return null;
  if (value.toLowerCase() === captionColourDefaults[key].toLowerCase()) return { captionSettings: { [key]: null } };
  return { captionSettings: { [key]: value } };
}

/** The native picker only knows #rrggbb: 'transparent' shows as the default outline colour there. */
export const pickerValue = (key: CaptionColourKey, colour: string): string =>
  colour === 'transparent' ? captionColourDefaults[key] : colour.toLowerCase();

export interface Debouncer {
  call(fn: () => void): void;
  cancel(): void;
}

/** The native colour input fires on every drag step; only the value it rests on is applied. */
export function createDebouncer(
  ms: number,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (h: unknown) => void } = {
    set: (fn, t) => globalThis.setTimeout(fn, t),
    clear: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): Debouncer {
  let handle: unknown = null;
  return {
    call(fn) {
      if (handle !== null) timers.clear(handle);
      handle = timers.set(() => {
        handle = null;
        fn();
      }, ms);
    },
    cancel() {
      if (handle !== null) timers.clear(handle);
      handle = null;
    },
  };
}

export const isOverlaySlot = (slot: BrandingSlot): slot is OverlayKey =>
  slot === 'overlay_video' || slot === 'overlay_video_vertical';
export const isImageSlot = (slot: BrandingSlot): slot is BrandingImageKey =>
  (brandingImageKeys as readonly string[]).includes(slot);

export type SlotAsset = BrandingAsset &
  Partial<Pick<OverlayAsset, 'fileName' | 'startTime'>> &
  Partial<Pick<Logo, 'corner'>>;

export function slotAsset(settings: UserSettings, slot: BrandingSlot): SlotAsset {
  if (slot === 'logo') return settings.logo;
  if (isOverlaySlot(slot)) return settings.overlays[slot];
  return settings.branding[slot];
}

/** A settings patch that replaces one slot's asset whole. */
export function slotPatch(slot: BrandingSlot, asset: SlotAsset): Partial<UserSettings> {
  if (slot === 'logo') return { logo: asset as Logo };
  if (isOverlaySlot(slot)) return { overlays: { [slot]: asset } } as Partial<UserSettings>;
  return { branding: { [slot]: asset } } as Partial<UserSettings>;
}

/** One upload event applied to the slot's asset, as the patch to send. */
export const slotEventPatch = (
  settings: UserSettings,
  slot: BrandingSlot,
  event: AssetUploadEvent,
): Partial<UserSettings> => slotPatch(slot, applyAssetUploadEvent(slotAsset(settings, slot), event));

/** The Content-Type a picked file is uploaded with, or the message saying why it is refused. */
export function uploadContentType(
  slot: BrandingSlot,
  fileName: string,
): { ok: true; contentType: string } | { ok: false; message: string } {
  if (isOverlaySlot(slot)) {
    return isAcceptedOverlayVideo(fileName)
      ? { ok: true, contentType: overlayVideoContentType }
      : { ok: false, message: `${fileName}: Invalid file type. Please use MOV.` };
  }
  if (!isAcceptedBrandingImage(fileName)) return { ok: false, message: brandingText.invalidImageType(fileName) };
  const contentType = fileExtension(fileName) === '.png' ? brandingImageContentTypes[0] : brandingImageContentTypes[1];
  return { ok: true, contentType };
}

/** Intro and outro images must have their slot's exact ratio; a logo may have any shape. */
export const imageSizeProblem = (slot: BrandingSlot, fileName: string, width: number, height: number): string | null =>
  isImageSlot(slot) ? checkImageAspect(fileName, width, height, orientationOf(slot)) : null;

/** Labels of the dialog. */
export const slotLabels: Record<BrandingSlot, string> = {
  logo: 'Logo',
  horizontal_intro: 'Intro image',
  horizontal_outro: 'Outro image',
  vertical_intro: 'Intro image',
  vertical_outro: 'Outro image',
  overlay_video: 'Horizontal overlay',
  overlay_video_vertical: 'Vertical overlay',
};

export const colourLabels: Record<CaptionColourKey, string> = {
  activeColor: 'Active word',
  inactiveColor: 'Other words',
  outlineColor: 'Outline',
};
