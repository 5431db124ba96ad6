import { isKnownLanguage, transcriptionLanguages, type TranscriptionLanguage } from '@otto/shared/languages';

/** The picker's choices: Auto-detect first, then every language by its display name. */
export function languageOptions(): { code: TranscriptionLanguage; label: string }[] {
  const [auto, ...languages] = transcriptionLanguages;
  return [auto, ...[...languages].sort((a, b) => a.label.localeCompare(b.label, 'en'))];
}

/** What the picker shows for a stored choice; anything unknown falls back to auto-detect. */
export const pickedLanguage = (stored: string | null | undefined): TranscriptionLanguage =>
  stored && isKnownLanguage(stored) ? stored : 'auto';
