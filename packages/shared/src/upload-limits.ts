/**
 * The import limits the server applies to what a browser declares (spec import §5, §9): the same
 * rules the client runs before an import (import-rules.ts, upload-plan.ts), as refusals with an
 * HTTP status, a machine-readable code and the sentence the user sees.
 */
import { multipartUpload } from './constants';
import { checkDurations, checkLargeFiles } from './import-rules';
import { botText } from './ui-text';
import { planParts } from './upload-plan';

export const uploadLimitCodes = [
  'desktop_required',
  'max_duration_exceeded',
  'too_many_parts',
  'storage_quota_exceeded',
] as const;
export type UploadLimitCode = (typeof uploadLimitCodes)[number];

/** An API error code that means a limit refused the file: its message is written for the user. */
export const isUploadLimitCode = (code: string): code is UploadLimitCode =>
  (uploadLimitCodes as readonly string[]).includes(code);

export interface UploadLimitRefusal {
  status: 400 | 413;
  code: UploadLimitCode;
  message: string;
}

/** The settings that change what may be imported here; only staff accounts may turn them on. */
export const staffOnlySettings = ['unlockLargeFiles', 'allowMobileImport'] as const;
export type StaffOnlySetting = (typeof staffOnlySettings)[number];

export const uploadLimitText = {
  desktopRequired: 'Files of 2 GB or more (one file or all together) must be imported with the Otto desktop app.',
  tooManyParts: (numParts: number, maxParts: number) =>
    `This upload asks for ${numParts} parts; a file of the declared size takes at most ${maxParts}.`,
  storageQuotaExceeded: (used: string, quota: string) =>
    `You have used ${used} of your ${quota} storage. Delete a project to free space.`,
  staffOnlySetting: (setting: string) => `Only Otto staff can turn on ${setting}.`,
} as const;

/** 1536 → '1.5 KB'; binary units, one decimal under 10. */
export function formatBytes(bytes: number): string {
  return formatInUnits(bytes, 1024);
}

/** A size limit as the spec writes it: 2_000_000_000 → '2 GB' (decimal units, no needless decimal). */
export function formatSizeLimit(bytes: number): string {
  return formatInUnits(bytes, 1000).replace(/\.0 /, ' ');
}

function formatInUnits(bytes: number, base: 1000 | 1024): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit++;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** 2 GB in one file or in all the project's files together needs the desktop app, unless unlocked. */
export function largeFileRefusal(sizes: readonly number[], unlockLargeFiles: boolean): UploadLimitRefusal | null {
  return checkLargeFiles(sizes, unlockLargeFiles) === 'force_desktop'
    ? { status: 413, code: 'desktop_required', message: uploadLimitText.desktopRequired }
    : null;
}

/**
 * A file longer than 4 hours is refused. A standard import over 5 hours in all is only warned
 * about (checkDurations), on the client: it is not a refusal.
 */
export function durationRefusal(durationMs: number | null | undefined): UploadLimitRefusal | null {
  if (!durationMs) return null;
  return checkDurations([durationMs / 1000]).rejected.length > 0
    ? { status: 400, code: 'max_duration_exceeded', message: botText.maxDurationExceeded }
    : null;
}

/**
 * A multipart upload may ask for no more parts than the client's own plan gives the declared size
 * (5 MiB parts, growing past 10 000 parts), and never more than 10 000.
 */
export function partCountRefusal(declaredSize: number, numParts: number): UploadLimitRefusal | null {
  let most: number;
  try {
    most = planParts(declaredSize).numParts;
  } catch {
    most = 0;
  }
  if (numParts <= Math.min(most, multipartUpload.maxParts)) return null;
  return { status: 400, code: 'too_many_parts', message: uploadLimitText.tooManyParts(numParts, most) };
}

/** Null without a quota (self-hosted default: unlimited). */
export function storageQuotaRefusal(
  usedBytes: number,
  addingBytes: number,
  quotaBytes: number | null | undefined,
): UploadLimitRefusal | null {
  if (quotaBytes === null || quotaBytes === undefined || usedBytes + addingBytes <= quotaBytes) return null;
  return {
    status: 413,
    code: 'storage_quota_exceeded',
    message: uploadLimitText.storageQuotaExceeded(formatBytes(usedBytes), formatBytes(quotaBytes)),
  };
}
