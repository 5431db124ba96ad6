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
