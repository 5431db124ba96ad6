import type { BrandingUploadResponse } from '@otto/shared/api/render';
import type { AssetUploadEvent } from '@otto/shared/settings';
import type { ApiClient } from '../../api/client';
import { uploadContentType, type BrandingSlot } from './branding.fns';

export interface BrandingUploadDeps {
  api: Pick<ApiClient, 'post'>;
  /** PUTs the file to a signed storage URL; resolves to whether storage took it. */
  put(url: string, body: Blob, contentType: string, signal?: AbortSignal): Promise<boolean>;
}

export type BrandingUploadOutcome =
  { status: 'success'; uri: string } | { status: 'failed'; message?: string } | { status: 'canceled' };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads one branding file straight to storage (spec chat §7: {userId}/{category}.png|.mov) and
 * reports the upload's lifecycle as events: start, then complete, error or abort.
 */
export async function uploadBrandingFile(
  slot: BrandingSlot,
  file: Blob & { name: string },
  deps: BrandingUploadDeps,
  onEvent: (event: AssetUploadEvent) => void,
  signal?: AbortSignal,
): Promise<BrandingUploadOutcome> {
  const type = uploadContentType(slot, file.name);
  if (!type.ok) return { status: 'failed', message: type.message };
  onEvent({ type: 'start', fileName: file.name });
  try {
    const signed = await deps.api.post<BrandingUploadResponse>(
      '/branding/upload-url',
      { category: slot, content_type: type.contentType },
      { signal },
    );
    const stored = await deps.put(signed.url, file, signed.contentType, signal);
    if (!stored) {
      onEvent({ type: 'error' });
      return { status: 'failed' };
    }
    onEvent({ type: 'complete', uri: signed.s3Uri });
    return { status: 'success', uri: signed.s3Uri };
  } catch (error) {
    if (isAbort(error) || signal?.aborted) {
      onEvent({ type: 'abort' });
      return { status: 'canceled' };
    }
    onEvent({ type: 'error' });
    return { status: 'failed' };
  }
}

/** The browser's PUT: fetch with the signed Content-Type. */
export const fetchPut: BrandingUploadDeps['put'] = async (url, body, contentType, signal) => {
  const response = await fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType }, signal });
  return response.ok;
};

/** An image's natural size, read by the browser; rejects when it cannot be decoded. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('image could not be decoded'));
    };
    img.src = url;
  });
}
