import { pickedLanguage, languageOptions } from './language-picker.fns';
import { settingsStore, useSettings } from '../settings/settings';

const options = languageOptions();

/**
 * The transcription language sent with Import and Retry. The choice is kept in the user's settings,
 * so the next import (and a retry after 'No speech detected') starts from it.
 */
export function LanguagePicker({ disabled }: { disabled?: boolean }) {
  const language = useSettings((s) => pickedLanguage(s.settings.transcriptionLanguage));
  return (
    <label className="flex items-center gap-2 text-xs text-muted">
      Language
      <select
        data-testid="import-language"
        className="field w-auto py-1 text-xs"
        value={language}
        disabled={disabled}
        onChange={(e) => settingsStore.getState().update({ transcriptionLanguage: pickedLanguage(e.target.value) })}
      >
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
