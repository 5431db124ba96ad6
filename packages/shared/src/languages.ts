import { z } from 'zod';

/**
 * The languages a user can pick for transcription, with regional variants where spelling or
 * vocabulary differ enough to matter to a transcript. 'auto' lets the engine detect the language.
 */
export const transcriptionLanguages = [
  { code: 'auto', label: 'Auto-detect' },
  { code: 'af', label: 'Afrikaans' },
  { code: 'ar', label: 'Arabic' },
  { code: 'bg', label: 'Bulgarian' },
  { code: 'ca', label: 'Catalan' },
  { code: 'cs', label: 'Czech' },
  { code: 'cy', label: 'Welsh' },
  { code: 'da', label: 'Danish' },
  { code: 'de', label: 'German' },
  { code: 'de-AT', label: 'German (Austria)' },
  { code: 'de-CH', label: 'German (Switzerland)' },
  { code: 'el', label: 'Greek' },
  { code: 'en', label: 'English' },
  { code: 'en-US', label: 'English (US)' },
  { code: 'en-GB', label: 'English (UK)' },
  { code: 'en-AU', label: 'English (Australia)' },
  { code: 'en-CA', label: 'English (Canada)' },
  { code: 'en-IN', label: 'English (India)' },
  { code: 'es', label: 'Spanish' },
  { code: 'es-ES', label: 'Spanish (Spain)' },
  { code: 'es-419', label: 'Spanish (Latin America)' },
  { code: 'es-MX', label: 'Spanish (Mexico)' },
  { code: 'et', label: 'Estonian' },
  { code: 'fa', label: 'Persian' },
  { code: 'fi', label: 'Finnish' },
  { code: 'fil', label: 'Filipino' },
  { code: 'fr', label: 'French' },
  { code: 'fr-CA', label: 'French (Canada)' },
  { code: 'he', label: 'Hebrew' },
  { code: 'hi', label: 'Hindi' },
  { code: 'hr', label: 'Croatian' },
  { code: 'hu', label: 'Hungarian' },
  { code: 'id', label: 'Indonesian' },
  { code: 'it', label: 'Italian' },
  { code: 'ja', label: 'Japanese' },
  { code: 'ko', label: 'Korean' },
  { code: 'lt', label: 'Lithuanian' },
  { code: 'lv', label: 'Latvian' },
  { code: 'ms', label: 'Malay' },
  { code: 'nl', label: 'Dutch' },
  { code: 'nl-BE', label: 'Dutch (Belgium)' },
  { code: 'no', label: 'Norwegian' },
  { code: 'pl', label: 'Polish' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'pt-BR', label: 'Portuguese (Brazil)' },
  { code: 'pt-PT', label: 'Portuguese (Portugal)' },
  { code: 'ro', label: 'Romanian' },
  { code: 'ru', label: 'Russian' },
  { code: 'sk', label: 'Slovak' },
  { code: 'sl', label: 'Slovenian' },
  { code: 'sr', label: 'Serbian' },
  { code: 'sv', label: 'Swedish' },
  { code: 'sw', label: 'Swahili' },
  { code: 'ta', label: 'Tamil' },
  { code: 'th', label: 'Thai' },
  { code: 'tr', label: 'Turkish' },
  { code: 'uk', label: 'Ukrainian' },
  { code: 'ur', label: 'Urdu' },
  { code: 'vi', label: 'Vietnamese' },
  { code: 'zh', label: 'Chinese (Mandarin, Simplified)' },
  { code: 'zh-TW', label: 'Chinese (Mandarin, Traditional)' },
  { code: 'yue', label: 'Chinese (Cantonese)' },
] as const;

export type TranscriptionLanguage = (typeof transcriptionLanguages)[number]['code'];

const codes = transcriptionLanguages.map((l) => l.code) as [TranscriptionLanguage, ...TranscriptionLanguage[]];
export const transcriptionLanguageSchema = z.enum(codes);

export const defaultTranscriptionLanguage: TranscriptionLanguage = 'auto';

const labels = new Map<string, string>(transcriptionLanguages.map((l) => [l.code, l.label]));

/** The display label of a language code; unknown codes show as written so nothing is hidden. */
export const languageLabel = (code: string): string => labels.get(code) ?? code;

export const isKnownLanguage = (code: string): code is TranscriptionLanguage => labels.has(code);

/** A language counts as "set" when the user chose one; auto-detect (or nothing) does not. */
export const isLanguageSet = (code: string | null | undefined): code is string =>
  typeof code === 'string' && code !== '' && code !== 'auto';

/** 'en-US' → 'en': engines such as whisper take the base language only. */
export const baseLanguage = (code: string): string => code.split('-')[0] ?? code;

/** What the server's transcription engine understands now: every language, or a list of base codes. */
export type AvailableLanguages = 'all' | readonly string[];

/**
 * Whether a choice can be transcribed with what is available. Auto-detect always can: an
 * English-only engine then transcribes English.
 */
export const canTranscribe = (available: AvailableLanguages, code: string): boolean =>
  available === 'all' || code === 'auto' || available.includes(baseLanguage(code));
