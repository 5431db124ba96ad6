import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Non-closeable modals have no X and ignore Escape and outside clicks (spec: sign-in can be non-closeable). */
  closeable?: boolean;
  size?: keyof typeof widths;
  testId?: string;
  titleTestId?: string;
  /** Visually hide the title when the content carries its own heading. */
  hideTitle?: boolean;
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
}

/** Every dialog in Otto: Radix handles focus trapping, scroll locking and aria wiring. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeable = true,
  size = 'sm',
  testId,
  titleTestId,
  hideTitle,
  onKeyDown,
  children,
}: ModalProps) {
  const block = (event: Event) => {
    if (!closeable) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (closeable || next ? onOpenChange(next) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid={testId}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onKeyDown={onKeyDown}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-panel p-6 shadow-2xl shadow-black/50 focus:outline-none`}
        >
          <Dialog.Title data-testid={titleTestId} className={hideTitle ? 'sr-only' : 'pr-8 text-lg font-semibold text-ink'}>
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{typeof title === 'string' ? title : 'Dialog'}</Dialog.Description>
          )}
          {closeable && (
            <Dialog.Close className="btn-ghost absolute top-4 right-4 h-8 w-8 p-0" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          )}
          <div className={hideTitle ? '' : 'mt-5'}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
