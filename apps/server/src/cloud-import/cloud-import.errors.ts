/**
 * Why a cloud import stopped, with the source error code the row shows (spec import §8):
 * file_access_forbidden ('Access Forbidden': check download permissions), max_file_size_exceeded,
 * max_duration_exceeded; anything else reads 'Processing error'. A retryable one is a passing
 * failure (network, 5xx, rate limit) the download resumes after.
 */
export class CloudImportError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

/** What an HTTP status from a provider's download or metadata call means for the import. */
export function errorForStatus(status: number, provider: string): CloudImportError {
  if (status === 401 || status === 403) {
    return new CloudImportError('file_access_forbidden', `${provider} refused access to the file (HTTP ${status}).`);
  }
  if (status === 404 || status === 410) {
    return new CloudImportError('file_not_found', `${provider} has no such file (HTTP ${status}).`);
  }
  if (status === 408 || status === 429 || status >= 500) {
    return new CloudImportError('download_interrupted', `${provider} answered HTTP ${status}.`, true);
  }
  return new CloudImportError('download_failed', `${provider} answered HTTP ${status}.`);
}
