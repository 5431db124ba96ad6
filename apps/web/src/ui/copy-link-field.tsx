import { toastText } from '@otto/shared/constants';
import { useId } from 'react';
import { CopyIcon } from './icons';
import { showToast } from './toast/toast';

const buttons = { primary: 'btn-primary', secondary: 'btn-secondary' } as const;

export interface CopyLinkFieldProps {
  /** The link shown in a read-only field and copied by the button. */
  value: string;
  label: string;
  /** For screen readers only, where the dialog around the field already says what it is. */
  hideLabel?: boolean;
  fieldTestId: string;
  copyTestId: string;
  copyLabel?: string;
  variant?: keyof typeof buttons;
}

/** A link to hand on: the field selects itself on focus, the button copies it and says so in a toast. */
export function CopyLinkField({
  value,
  label,
  hideLabel,
  fieldTestId,
  copyTestId,
  copyLabel = 'Copy',
  variant = 'primary',
}: CopyLinkFieldProps) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Some browsers and web views deny the clipboard API: select the field so the user can copy by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      document.execCommand('copy');
    }
    showToast({ message: toastText.copied, kind: 'success' });
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-xs font-medium text-muted'}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          data-testid={fieldTestId}
          readOnly
          value={value}
          className="field font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          data-testid={copyTestId}
          className={`${buttons[variant]} shrink-0`}
          onClick={() => void copy()}
        >
          <CopyIcon /> {copyLabel}
        </button>
      </div>
    </div>
  );
}
