import { HttpError } from '../http/http-error';

/**
 * Storage failures with S3's error codes, so callers handle the local and S3 drivers alike
 * (the upload routes turn InvalidPart into "upload failed, retry the part").
 */
export type StorageErrorCode =
  'InvalidPart' | 'InvalidPartOrder' | 'NoSuchUpload' | 'NoSuchKey' | 'InvalidKey' | 'EntityTooLarge';

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const isStorageError = (error: unknown, code?: StorageErrorCode): error is StorageError =>
  error instanceof StorageError && (code === undefined || error.code === code);

const httpStatusByCode: Record<StorageErrorCode, [status: number, code: string]> = {
  InvalidPart: [400, 'invalid_part'],
  InvalidPartOrder: [400, 'invalid_part_order'],
  InvalidKey: [400, 'invalid_key'],
  NoSuchUpload: [404, 'no_such_upload'],
  NoSuchKey: [404, 'not_found'],
  EntityTooLarge: [413, 'entity_too_large'],
};

/** A StorageError as the HttpError a client acts on (bad part → 400, unknown upload → 404); anything else unchanged. */
export function storageHttpError(error: unknown): unknown {
  if (!isStorageError(error)) return error;
  const [status, code] = httpStatusByCode[error.code];
  return new HttpError(status, code, error.message);
}
