import { timingsMs } from '@otto/shared/constants';
import { captionColourDefaults, type CaptionColourKey, type UserSettings } from '@otto/shared/settings';
import { brandingText } from '@otto/shared/ui-text';
import { useEffect, useMemo, useState } from 'react';
import type { DeepPartial } from '../settings/settings.fns';
import { useSettings } from '../settings/settings';
import {
  colourDiffersFromDefault,
  colourLabels,
  colourPatch,
  createDebouncer,
  displayedColour,
  isColourInputValid,
  pickerValue,
  type CaptionColoursView,
} from './branding.fns';

/**
 * One caption colour: a hex field that applies at once when valid (red border otherwise) and the
 * native picker, whose drags apply 300 ms after they stop. Reset shows while it differs from the default.
 */
export function ColourField({ colourKey }: { colourKey: CaptionColourKey }) {
  const captions = useSettings((s) => s.settings.captionSettings) as CaptionColoursView;
  const update = useSettings((s) => s.update);
  const shown = displayedColour(captions, colourKey);
  const [text, setText] = useState(shown);
  // Follow changes made elsewhere (Reset, another tab) without an effect: adjust state while rendering.
  const [synced, setSynced] = useState(shown);
  if (synced !== shown) {
    setSynced(shown);
    setText(shown);
  }
  const debouncer = useMemo(() => createDebouncer(timingsMs.colourPickerDebounce), []);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const valid = isColourInputValid(colourKey, text);
  const apply = (value: string) => {
    const patch = colourPatch(colourKey, value);
    // A null removes the override on the server (JSON Merge Patch), which the store's type does not spell.
    if (patch) update(patch as unknown as DeepPartial<UserSettings>);
  };
  const id = `caption-colour-${colourKey}`;

  return (
    <div className="flex items-center gap-3" data-testid={id}>
      <label htmlFor={id} className="w-28 text-sm text-muted">
        {colourLabels[colourKey]}
      </label>
      <input
        type="color"
        aria-label={`${colourLabels[colourKey]} picker`}
        data-testid={`${id}-picker`}
        value={pickerValue(colourKey, valid ? text.trim() : shown)}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          debouncer.call(() => apply(value));
        }}
        className="h-8 w-10 cursor-pointer rounded border border-line bg-transparent"
      />
      <input
        id={id}
        data-testid={`${id}-input`}
        value={text}
        spellCheck={false}
        aria-invalid={!valid}
        placeholder={colourKey === 'outlineColor' ? '#000000 or transparent' : '#FFFFFF'}
        onChange={(event) => {
          setText(event.target.value);
          debouncer.cancel();
          apply(event.target.value);
        }}
        className={`field w-40 font-mono ${valid ? '' : 'border-danger focus:border-danger'}`}
      />
      {colourDiffersFromDefault(captions, colourKey) && (
        <button
          type="button"
          className="btn-ghost"
          data-testid={`${id}-reset`}
          onClick={() => apply(captionColourDefaults[colourKey])}
        >
          {brandingText.reset}
        </button>
      )}
    </div>
  );
}
