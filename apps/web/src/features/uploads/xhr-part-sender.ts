import type { PartSender } from './multipart-upload';

/**
 * XHR, because fetch cannot report upload progress: on a slow link a 5 MiB part takes long
 * enough that counting only finished parts leaves the row at 0 %.
 */
export const xhrPartSender: PartSender = (url, body, { signal, onBytes }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (event) => onBytes?.(event.loaded);
    xhr.onload = () => resolve({ status: xhr.status, etag: xhr.getResponseHeader('ETag') });
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
