import {
  canTranscribe,
  isKnownLanguage,
  languageLabel,
  transcriptionLanguages,
  type AvailableLanguages,
  type TranscriptionLanguage,
} from '@otto/shared/languages';
import { importText } from '@otto/shared/ui-text';

export interface LanguageOption {
  code: TranscriptionLanguage;
  label: string;
  /** False where this server's engine cannot transcribe it now: shown, but not offered. */
  available: boolean;
}

/**
 * The picker's choices: Auto-detect first, then the languages this server can transcribe, then
 * (when it cannot do them all) the others marked unavailable, each group by display name.
 */
export function languageOptions(available: AvailableLanguages = 'all'): LanguageOption[] {
  const [auto, ...languages] = transcriptionLanguages;
  const byName = [...languages].sort((a, b) => a.label.localeCompare(b.label, 'en'));
  const option = (l: (typeof transcriptionLanguages)[number]): LanguageOption => {
    const ok = canTranscribe(available, l.code);
    return { code: l.code, label: ok ? l.label : `${l.label} (unavailable)`, available: ok };
  };
  const options = byName.map(option);
  return [option(auto), ...options.filter((o) => o.available), ...options.filter((o) => !o.available)];
}

/** What the picker shows for a stored choice; anything unknown falls back to auto-detect. */
export const pickedLanguage = (stored: string | null | undefined): TranscriptionLanguage =>
  stored && isKnownLanguage(stored) ? stored : 'auto';

/** Why a chosen language cannot be imported on this server now; null when it can. */
export const languageRefusal = (available: AvailableLanguages, code: string): string | null =>
  canTranscribe(available, code) ? null : importText.languageUnavailable(languageLabel(code));
