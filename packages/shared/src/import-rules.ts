/** Client-side checks run before an import starts (spec import §5). All pure. */
import { durationLimits, importLimits, largeFileLimits } from './constants';
import type { ProjectCategory } from './project';
import { isUntitledProjectName } from './project';
import { sourceTypeForFilename, type ImportType } from './source';
import { botText, importText, multicamText, toastText } from './ui-text';

export { sniffFileType, type SniffedType } from './file-sniff';

export interface ImportCandidate {
  filename: string;
  importType: ImportType;
}

export interface DedupeResult<T> {
  accepted: T[];
  dropped: T[];
  /** Show 'Oops! Files already exist' (for 2 s) when anything was dropped. */
  warning: string | null;
}

/** Same filename and import type means the same file: it is dropped, even twice in one batch. */
export function dedupeFiles<T extends ImportCandidate>(
  existing: readonly ImportCandidate[],
  incoming: readonly T[],
): DedupeResult<T> {
  const seen = new Set(existing.map((f) => `${f.importType}\u0000${f.filename}`));
  const accepted: T[] = [];
  const dropped: T[] = [];
  for (const file of incoming) {
    const key = `${file.importType}\u0000${file.filename}`;
    if (seen.has(key)) dropped.push(file);
    else {
      seen.add(key);
      accepted.push(file);
    }
  }
  return { accepted, dropped, warning: dropped.length > 0 ? toastText.filesAlreadyExist : null };
}

export type LargeFileVerdict = 'ok' | 'suggest_desktop' | 'force_desktop';

/**
 * 500 MB or more in one file suggests the desktop app; 2 GB in one file or in all together requires
 * it. The unlockLargeFiles setting turns the requirement into a suggestion.
 */
export function checkLargeFiles(sizes: readonly number[], unlockLargeFiles: boolean): LargeFileVerdict {
  const total = sizes.reduce((a, b) => a + b, 0);
  const tooLarge = total >= largeFileLimits.forceDesktopBytes;
  if (tooLarge && !unlockLargeFiles) return 'force_desktop';
  if (tooLarge || sizes.some((s) => s >= largeFileLimits.suggestDesktopBytes)) return 'suggest_desktop';
  return 'ok';
}

export interface DurationCheck {
  /** Indexes of files longer than 4 hours: they are not imported. */
  rejected: number[];
  /** The bot message posted when a file is rejected. */
  botMessage: string | null;
  /** Shown on a standard import when one file is over 4 hours or all together over 5. */
  warning: string | null;
}

export function checkDurations(durationsSec: readonly number[]): DurationCheck {
  const rejected = durationsSec.flatMap((d, i) => (d > durationLimits.maxFileSeconds ? [i] : []));
  const total = durationsSec.reduce((a, b) => a + b, 0);
  const warn = rejected.length > 0 || total > durationLimits.maxTotalSeconds;
  return {
    rejected,
    botMessage: rejected.length > 0 ? botText.maxDurationExceeded : null,
    warning: warn ? importText.durationWarning : null,
  };
}

export const standardImportCounter = (n: number, max: number = importLimits.maxStandardClips): string =>
  importText.clipsCounter(n, max);

export interface AudioFilterResult<T> {
  kept: T[];
  ignored: T[];
  warning: string | null;
}

/** A standard import edits video: audio-only files are set aside with a warning. */
export function filterAudioForStandardImport<T extends { filename: string; type?: 'video' | 'audio' }>(
  files: readonly T[],
): AudioFilterResult<T> {
  const isAudio = (f: T) => (f.type ?? sourceTypeForFilename(f.filename)) === 'audio';
  const ignored = files.filter(isAudio);
  return {
    kept: files.filter((f) => !isAudio(f)),
    ignored,
    warning: ignored.length > 0 ? importText.audioIgnored(ignored.length) : null,
  };
}

/** Why an import on this device is refused (phones and tablets import only with the hidden allowMobileImport toggle), as the toast to show; null when it may go ahead. */
export function mobileImportRefusal(opts: {
  isMobile: boolean;
  allowMobileImport: boolean;
  category: ProjectCategory;
}): string | null {
  if (!opts.isMobile) return null;
  if (opts.category === 'multicam') return toastText.multicamMobileOnly;
  return opts.allowMobileImport ? null : toastText.mobileImportBlocked;
}

export const canAddCamera = (count: number): boolean => count < importLimits.maxMulticamCameras;

/**
 * The hint under the multicam modal, or null when Import may be pressed. Some AI versions work
 * from one clip; others need the two required cameras.
 */
export function multicamImportHint(opts: {
  videoCount: number;
  hasMainAudio: boolean;
  requiredClips?: number;
  filesLost?: boolean;
}): string | null {
  if (opts.filesLost) return multicamText.hintReAddFiles;
  if (opts.videoCount < (opts.requiredClips ?? importLimits.requiredMulticamCameras)) return multicamText.hintAddVideos;
  if (!opts.hasMainAudio) return multicamText.hintSelectMainAudio;
  return null;
}

/** 'Interview take 2.mov' → 'Interview take 2'. */
export const baseName = (filename: string): string => {
  const name = filename.split(/[\\/]/).pop() ?? filename;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

/** An untitled project takes its first file's name (multicam adds ' - Multicam'); a named one keeps it. */
export function projectNameForImport(currentName: string, firstFilename: string, category: ProjectCategory): string {
  if (!isUntitledProjectName(currentName)) return currentName;
  return baseName(firstFilename) + (category === 'multicam' ? importText.multicamNameSuffix : '');
}

/** The name given to a single imported file that came without one, e.g. 'Project 2025-01-31.mp4'. */
export const defaultImportFilename = (date: Date): string =>
  importText.defaultFilename(date.toISOString().slice(0, 10));
