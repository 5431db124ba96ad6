/** The one way the web app talks to the Otto API: same-origin JSON over fetch with the session cookie. */
import { browserStorage } from '../lib/browser-storage';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The server's machine-readable `error` field, or `network_error` / `http_<status>` when there is none. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = void>(path: string, options?: RequestOptions): Promise<T>;
}

export function createApiClient(deps: { baseUrl?: string; fetch?: FetchLike } = {}): ApiClient {
  const baseUrl = deps.baseUrl ?? '/api';
  const doFetch: FetchLike = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // A developer origin (see apiBaseUrl) is another origin: its session cookie must be sent explicitly.
        credentials: baseUrl.startsWith('/') ? 'same-origin' : 'include',
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, 'network_error', 'Network connection error.');
    }
    const payload = await readPayload(response);
    if (!response.ok) throw toApiError(response, payload);
    return payload as T;
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
  };
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(response: Response, payload: unknown): ApiError {
  if (payload && typeof payload === 'object') {
    const { error, message } = payload as { error?: unknown; message?: unknown };
    const code = typeof error === 'string' ? error : `http_${response.status}`;
    const text = typeof message === 'string' ? message : typeof error === 'string' ? error : response.statusText;
    return new ApiError(response.status, code, text || `Request failed (${response.status})`);
  }
  const text = typeof payload === 'string' && payload.length < 300 ? payload : response.statusText;
  return new ApiError(response.status, `http_${response.status}`, text || `Request failed (${response.status})`);
}

/** Where the staff `/port` command keeps a developer API origin (e.g. http://localhost:5001). */
export const apiOriginOverrideKey = 'otto.apiPort';

/**
 * The API base: this server's `/api`, or a stored local developer origin's. Read once at load,
 * which is why a `/port` change asks for a reload.
 */
export function apiBaseUrl(storage: Pick<Storage, 'getItem'> | undefined): string {
  let origin: string | null;
  try {
    origin = storage?.getItem(apiOriginOverrideKey) ?? null;
  } catch {
    origin = null;
  }
  // Only a local port: a tampered value must not send the session's requests elsewhere.
  return origin && /^http:\/\/localhost:\d{1,5}$/.test(origin) ? `${origin}/api` : '/api';
}

/** The client the app uses; tests build their own with `createApiClient({ fetch })`. */
export const api = createApiClient({ baseUrl: apiBaseUrl(browserStorage()) });
