import { CloseIcon } from '../icons';
import type { Toast, ToastPosition } from './toast.store';
import { useToasts } from './toast';

const tone: Record<Toast['kind'], string> = {
  info: 'border-line',
  success: 'border-success/60',
  warning: 'border-warning/60',
  error: 'border-danger/70',
};
const dot: Record<Toast['kind'], string> = {
  info: 'bg-accent',
  success: 'bg-success',
  warning: 'bg-warning',
  error: 'bg-danger',
};
const corner: Record<ToastPosition, string> = {
  'bottom-right': 'right-4 items-end',
  'bottom-left': 'left-4 items-start',
};

/** Renders the toast queue; polite live regions so screen readers announce without stealing focus. */
export function ToastViewport() {
  const { visible, dismiss } = useToasts();
  return (
    <>
      {(['bottom-right', 'bottom-left'] as const).map((position) => (
        <div
          key={position}
          aria-live="polite"
          role="status"
          // Above the chat bar while one is on screen (see chat-bar.tsx), so no toast covers Send.
          style={{ bottom: 'var(--toast-bottom, 1rem)' }}
          className={`pointer-events-none fixed z-[70] flex flex-col gap-2 ${corner[position]}`}
        >
          {visible
            .filter((t) => t.position === position)
            .map((t) => (
              <div
                key={t.id}
                data-testid="toast"
                data-kind={t.kind}
                className={`pointer-events-auto flex max-w-sm animate-toast-in items-start gap-3 rounded-lg border bg-raised px-4 py-3 text-sm text-ink shadow-xl shadow-black/40 ${tone[t.kind]}`}
              >
                <span className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${dot[t.kind]}`} aria-hidden="true" />
                <span className="flex-1">{t.message}</span>
                {t.closable && (
                  <button
                    type="button"
                    className="-mr-1 text-faint hover:text-ink"
                    aria-label="Dismiss notification"
                    onClick={() => dismiss(t.id)}
                  >
                    <CloseIcon />
                  </button>
                )}
              </div>
            ))}
        </div>
      ))}
    </>
  );
}
