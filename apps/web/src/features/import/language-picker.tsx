import type { AvailableLanguages } from '@otto/shared/languages';
import { pickedLanguage, languageOptions, languageRefusal } from './language-picker.fns';
import { settingsStore, useSettings } from '../settings/settings';

/**
 * The transcription language sent with Import and Retry. The choice is kept in the user's settings,
 * so the next import (and a retry after 'No speech detected') starts from it. Languages this
 * server cannot transcribe now are listed as unavailable; a stored one says why it cannot be used.
 */
export function LanguagePicker({
  disabled,
  available = 'all',
}: {
  disabled?: boolean;
  available?: AvailableLanguages;
}) {
  const language = useSettings((s) => pickedLanguage(s.settings.transcriptionLanguage));
  const refusal = languageRefusal(available, language);
  return (
    <div className="flex flex-col items-end gap-1">
      <label className="flex items-center gap-2 text-xs text-muted">
        Language
        <select
          data-testid="import-language"
          className="field w-auto py-1 text-xs"
          value={language}
          disabled={disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? 'import-language-refusal' : undefined}
          onChange={(e) => settingsStore.getState().update({ transcriptionLanguage: pickedLanguage(e.target.value) })}
        >
          {languageOptions(available).map((o) => (
            <option key={o.code} value={o.code} disabled={!o.available}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {refusal && (
        <p
          id="import-language-refusal"
          role="alert"
          data-testid="import-language-refusal"
          className="max-w-sm text-right text-xs text-warning"
        >
          {refusal}
        </p>
      )}
    </div>
  );
}
