import type { GetSignedUrlResponse } from '@otto/shared/api/uploads';
import { timingsMs } from '@otto/shared/constants';
import { api, type ApiClient } from './client';

export interface SignedUrlCacheDeps {
  client?: Pick<ApiClient, 'post'>;
  now?: () => number;
  /** How long before expiry a cached URL is replaced (spec: 1 hour). */
  refreshMarginMs?: number;
}

export interface SignedUrlCache {
  /** A playable/downloadable URL for an `s3://bucket/key` object URI. */
  get(objectUri: string): Promise<string>;
  clear(): void;
}

/**
 * Signed URLs are cached until an hour before they expire, so a player that re-renders or a list of
 * twenty segments from one source asks the server once; requests already in flight are shared.
 */
export function createSignedUrlCache(deps: SignedUrlCacheDeps = {}): SignedUrlCache {
  const client = deps.client ?? api;
  const now = deps.now ?? Date.now;
  const margin = deps.refreshMarginMs ?? timingsMs.signedUrlRefreshMargin;
  const cached = new Map<string, GetSignedUrlResponse>();
  const inFlight = new Map<string, Promise<string>>();

  return {
    get(objectUri) {
      const hit = cached.get(objectUri);
      if (hit && hit.expires - margin > now()) return Promise.resolve(hit.url);
      const pending = inFlight.get(objectUri);
      if (pending) return pending;
      const request = client
        .post<GetSignedUrlResponse>('/get-signed-url', { object_uri: objectUri })
        .then((signed) => {
          cached.set(objectUri, signed);
          return signed.url;
        })
        .finally(() => inFlight.delete(objectUri));
      inFlight.set(objectUri, request);
      return request;
    },
    clear() {
      cached.clear();
      inFlight.clear();
    },
  };
}

const shared = createSignedUrlCache();

/** The app's signed-URL cache. */
export const getSignedUrl = (objectUri: string): Promise<string> => shared.get(objectUri);
export const clearSignedUrls = (): void => shared.clear();
