/** Logo, intro/outro images and overlay videos a user uploads for MP4 exports (spec chat §4, §5). */
import { z } from 'zod';
import { aspectRatios, overlayStartTime } from './constants';
import { fileExtension } from './source';
import { brandingText } from './ui-text';

export const assetUploadStatusSchema = z.enum(['in_progress', 'success', 'failed', 'canceled']);
export type AssetUploadStatus = z.infer<typeof assetUploadStatusSchema>;

export const logoCornerSchema = z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']);
export type LogoCorner = z.infer<typeof logoCornerSchema>;

export const brandingImageKeys = ['horizontal_intro', 'horizontal_outro', 'vertical_intro', 'vertical_outro'] as const;
export const brandingImageKeySchema = z.enum(brandingImageKeys);
export type BrandingImageKey = z.infer<typeof brandingImageKeySchema>;

export const overlayKeys = ['overlay_video', 'overlay_video_vertical'] as const;
export const overlayKeySchema = z.enum(overlayKeys);
export type OverlayKey = z.infer<typeof overlayKeySchema>;

export const brandingAssetSchema = z.object({
  status: assetUploadStatusSchema.nullable().default(null),
  uri: z.string().nullable().default(null),
});
export type BrandingAsset = z.infer<typeof brandingAssetSchema>;

export const logoSchema = brandingAssetSchema.extend({ corner: logoCornerSchema.default('bottom-right') });
export type Logo = z.infer<typeof logoSchema>;

export const overlayAssetSchema = brandingAssetSchema.extend({
  fileName: z.string().nullable().default(null),
  startTime: z.number().min(overlayStartTime.min).max(overlayStartTime.max).default(overlayStartTime.default),
});
export type OverlayAsset = z.infer<typeof overlayAssetSchema>;

/** Free MP4 exports carry our logo here, whatever the user chose. */
export const freeLogoCorner: LogoCorner = 'top-left';

export type AssetUploadEvent =
  | { type: 'start'; fileName?: string }
  | { type: 'complete'; uri: string }
  | { type: 'error' }
  | { type: 'abort' }
  | { type: 'remove' };

/**
 * One upload's lifecycle: start → in_progress; complete → success (then fetch a signed URL);
 * error → failed with the uri cleared; abort → canceled; remove clears status, uri and file name.
 */
export function applyAssetUploadEvent<T extends BrandingAsset & { fileName?: string | null }>(
  asset: T,
  event: AssetUploadEvent,
): T {
  switch (event.type) {
    case 'start':
      return {
        ...asset,
        status: 'in_progress',
        ...(event.fileName !== undefined && 'fileName' in asset ? { fileName: event.fileName } : {}),
      };
    case 'complete':
      return { ...asset, status: 'success', uri: event.uri };
    case 'error':
      return { ...asset, status: 'failed', uri: null };
    case 'abort':
      return { ...asset, status: 'canceled' };
    case 'remove':
      return { ...asset, status: null, uri: null, ...('fileName' in asset ? { fileName: null } : {}) };
  }
}

/** An upload still marked in progress after a reload never finished: forget it. */
export const clearLeftoverAsset = <T extends BrandingAsset>(asset: T): T =>
  asset.status === 'in_progress' ? { ...asset, status: null, uri: null } : asset;

export const brandingImageExtensions = ['.png', '.jpg', '.jpeg'] as const;

export const isAcceptedBrandingImage = (filename: string): boolean =>
  (brandingImageExtensions as readonly string[]).includes(fileExtension(filename));

export const isAcceptedOverlayVideo = (filename: string): boolean => fileExtension(filename) === '.mov';

export type ImageOrientation = 'horizontal' | 'vertical';

export const orientationOf = (key: BrandingImageKey): ImageOrientation =>
  key.startsWith('vertical') ? 'vertical' : 'horizontal';

/** Null when the image has exactly the ratio its slot needs, else the message to show. */
export function checkImageAspect(
  filename: string,
  width: number,
  height: number,
  orientation: ImageOrientation,
): string | null {
  const [a, b] = aspectRatios[orientation];
  return width > 0 && height > 0 && width * b === height * a
    ? null
    : brandingText.aspectMismatch(filename, width, height, a, b);
}

/** The message for an image that cannot be shown: a failed upload points at the accepted types. */
export const imageLoadErrorMessage = (status: AssetUploadStatus | null): string =>
  status === 'failed' ? brandingText.imageLoadFailedAfterUpload : brandingText.imageLoadFailed;

export type OverlayStartTimeCheck = { ok: true; value: number } | { ok: false; message: string };

/** The overlay insert time as typed: a number of seconds from 0 to 99 in steps of 0.1. */
export function validateOverlayStartTime(text: string): OverlayStartTimeCheck {
  const trimmed = text.trim();
  const value = Number(trimmed);
  const tenths = value / overlayStartTime.step;
  const onStep = Math.abs(tenths - Math.round(tenths)) < 1e-9;
  const plainNumber = /^(\d+(\.\d*)?|\.\d+)$/.test(trimmed);
  if (
    !plainNumber ||
    !Number.isFinite(value) ||
    value < overlayStartTime.min ||
    value > overlayStartTime.max ||
    !onStep
  ) {
    return { ok: false, message: brandingText.invalidOverlayStartTime };
  }
  return { ok: true, value: Math.round(tenths) / 10 };
}

export type BrandingCategory = BrandingImageKey | OverlayKey | 'logo';

/** Storage keys of branding uploads: images as {userId}/{category}.png, overlays as .mov. */
export const brandingObjectKey = (userId: string, category: BrandingCategory): string =>
  `${userId}/${category}.${(overlayKeys as readonly string[]).includes(category) ? 'mov' : 'png'}`;
