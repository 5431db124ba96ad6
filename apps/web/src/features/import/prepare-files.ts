import { toastDurationsMs, toastText } from '@otto/shared/constants';
import {
  checkDurations,
  checkLargeFiles,
  filterAudioForStandardImport,
  sniffFileType,
  type LargeFileVerdict,
} from '@otto/shared/import-rules';
import { chooseLocalFiles, type FileLike } from './import-card.fns';

export interface Notice {
  message: string;
  kind: 'warning' | 'error';
  durationMs?: number;
}

export interface PreparedFile<F> {
  file: F;
  type: 'video' | 'audio';
  /** 0 when the browser could not tell. */
  durationMs: number;
}

export interface Preparation<F> {
  files: PreparedFile<F>[];
  /** Toasts to show, in order. */
  notices: Notice[];
  /** Messages for Otto to post in the chat (the 4-hour limit). */
  botMessages: string[];
  /** Error codes of refusals the spec has tracked (analytics error_shown), one per refused file. */
  trackedErrors: string[];
  /** For everything that would be in the import: the desktop app suggested or required. */
  largeFiles: LargeFileVerdict;
}

export interface PrepareDeps<F> {
  /** The file's first bytes (100 are enough to tell its type). */
  readHead(file: F): Promise<Uint8Array>;
  /** Seconds, or 0 when unknown. */
  probeDurationSec(file: F, kind: 'video' | 'audio'): Promise<number>;
}

export interface ExistingFile extends FileLike {
  durationMs?: number | null;
}

/**
 * Every check a local file passes before it becomes a source (spec import §5): an accepted
 * extension, a media type sniffed from its first bytes, no duplicate, room on the card, video only
 * in a standard import, at most 4 hours (5 in all, with a warning), and the large-file rule.
 */
export async function prepareLocalFiles<F extends FileLike>(
  existing: readonly ExistingFile[],
  incoming: readonly F[],
  opts: {
    unlockLargeFiles: boolean;
    maxClips: number;
    /** A multicam import keeps audio files (the main audio) and has no 5-hour total: cameras run in parallel. */
    multicam?: boolean;
  },
  deps: PrepareDeps<F>,
): Promise<Preparation<F>> {
  const notices: Notice[] = [];
  const botMessages: string[] = [];
  const choice = chooseLocalFiles(existing, incoming, opts);
  if (choice.duplicateWarning)
    notices.push({ message: choice.duplicateWarning, kind: 'warning', durationMs: toastDurationsMs.duplicates });
  if (choice.overLimit.length > 0)
    notices.push({ message: `An import takes up to ${opts.maxClips} clips.`, kind: 'warning' });

  // A 0-byte file is neither unreadable nor the wrong type: it says so, and is left out.
  const empty = choice.accepted.filter((f) => f.size === 0);
  if (empty.length > 0) {
    notices.push({
      message: toastText.emptyFiles(empty.map((f) => f.name)),
      kind: 'warning',
      durationMs: toastDurationsMs.unreadableFiles,
    });
  }
  const heads = await Promise.all(
    choice.accepted
      .filter((f) => f.size > 0)
      .map(async (file) => ({ file, head: await deps.readHead(file).catch(() => null) })),
  );
  // Android Chrome hands out content URIs it later cannot read (NotReadableError): block the import
  // until the user re-adds those files, rather than failing halfway through the upload.
  const inaccessible = heads.filter((h) => h.head === null).map((h) => h.file.name);
  if (inaccessible.length > 0) {
    notices.push({
      message: toastText.unreadableFiles(inaccessible),
      kind: 'error',
      durationMs: toastDurationsMs.unreadableFiles,
    });
    return { files: [], notices, botMessages, trackedErrors: [], largeFiles: 'ok' };
  }
  const sniffed = heads.flatMap(({ file, head }) => (head ? [{ file, sniff: sniffFileType(head, file.name) }] : []));
  const unreadable = [...choice.unsupported, ...sniffed.filter((s) => s.sniff.kind === 'unknown').map((s) => s.file)];
  if (unreadable.length > 0) {
    notices.push({
      message: `Otto can't import ${unreadable.map((f) => f.name).join(', ')}: choose video or audio files.`,
      kind: 'warning',
    });
  }
  const media = sniffed.flatMap((s) =>
    s.sniff.kind === 'unknown' ? [] : [{ file: s.file, filename: s.file.name, type: s.sniff.kind }],
  );
  const audio = opts.multicam ? { kept: media, warning: null } : filterAudioForStandardImport(media);
  if (audio.warning) notices.push({ message: audio.warning, kind: 'warning' });

  const durationsSec = await Promise.all(audio.kept.map((f) => deps.probeDurationSec(f.file, f.type).catch(() => 0)));
  const existingSec = existing.map((f) => (f.durationMs ?? 0) / 1000);
  const durations = checkDurations([...durationsSec, ...existingSec]);
  const rejected = new Set(durations.rejected);
  if (durations.botMessage) botMessages.push(durations.botMessage);
  if (durations.warning && (!opts.multicam || rejected.size > 0))
    notices.push({ message: durations.warning, kind: 'warning' });

  const files = audio.kept.flatMap((f, i) =>
    rejected.has(i) ? [] : [{ file: f.file, type: f.type, durationMs: Math.round((durationsSec[i] ?? 0) * 1000) }],
  );
  return {
    files,
    notices,
    botMessages,
    trackedErrors: durations.rejected.map(() => 'max_duration_exceeded'),
    largeFiles: checkLargeFiles(
      [...existing, ...files.map((f) => f.file)].map((f) => f.size),
      opts.unlockLargeFiles,
    ),
  };
}
