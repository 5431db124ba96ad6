import { checkLargeFiles, dedupeFiles, type LargeFileVerdict } from '@otto/shared/import-rules';
import { isAcceptedMediaFilename } from '@otto/shared/source';

export interface FileLike {
  name: string;
  size: number;
}

export interface ChoiceOutcome<F extends FileLike> {
  /** Files to add to the import card. */
  accepted: F[];
  /** Not video or audio Otto can read. */
  unsupported: F[];
  /** 'Oops! Files already exist' when any were dropped as duplicates. */
  duplicateWarning: string | null;
  /** Files left out because the card is full. */
  overLimit: F[];
  /** Whether the desktop app is suggested or required for everything chosen so far. */
  largeFiles: LargeFileVerdict;
}

/** What happens to files picked for a local import, before any upload starts. */
export function chooseLocalFiles<F extends FileLike>(
  existing: readonly FileLike[],
  incoming: readonly F[],
  opts: { unlockLargeFiles: boolean; maxClips: number },
): ChoiceOutcome<F> {
  const unsupported = incoming.filter((f) => !isAcceptedMediaFilename(f.name));
  const media = incoming.filter((f) => isAcceptedMediaFilename(f.name));
  const asCandidates = (files: readonly FileLike[]) =>
    files.map((file) => ({ file, filename: file.name, importType: 'local' as const }));
  const deduped = dedupeFiles(asCandidates(existing), asCandidates(media));
  const unique = deduped.accepted.map((c) => c.file as F);
  const room = Math.max(0, opts.maxClips - existing.length);
  const accepted = unique.slice(0, room);
  return {
    accepted,
    unsupported,
    duplicateWarning: deduped.warning,
    overLimit: unique.slice(room),
    largeFiles: checkLargeFiles(
      [...existing, ...accepted].map((f) => f.size),
      opts.unlockLargeFiles,
    ),
  };
}
