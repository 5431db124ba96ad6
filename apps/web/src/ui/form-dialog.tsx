import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface FormDialogProps {
  open: boolean;
  title: string;
  testId: string;
  /** The error line's id and test id, for fields to point aria-describedby at. */
  errorId: string;
  error: string | null;
  /** While a submit is under way the dialog cannot be dismissed and the button shows busyLabel. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  submitTestId: string;
  /** Besides while busy, e.g. while every field is empty. */
  submitDisabled: boolean;
  onSubmit(): void;
  /** Called when the user dismisses the dialog (X, Escape, outside click) while nothing is under way. */
  onDismiss(): void;
  children: ReactNode;
}

/** The frame of a one-form import dialog: fields, an alert line for the error, and a submit button. */
export function FormDialog({
  open,
  title,
  testId,
  errorId,
  error,
  busy,
  submitLabel,
  busyLabel,
  submitTestId,
  submitDisabled,
  onSubmit,
  onDismiss,
  children,
}: FormDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && !busy && onDismiss()} title={title} testId={testId}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error && (
          <p id={errorId} role="alert" data-testid={errorId} className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <button type="submit" data-testid={submitTestId} className="btn-primary" disabled={busy || submitDisabled}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
