import { tierChangedCode } from '@otto/shared/api/projects';
import { pickerText, toastDurationsMs } from '@otto/shared/constants';
import { isCardSelectable, mobileCardRefusal, pickerCardsFor, type PickerCard } from '@otto/shared/picker-cards';
import { useAvailableLanguages } from '../import/transcription.queries';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { modalsStore, useModals } from '../../app/modals.store';
import { useDevice } from '../../lib/use-device';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast/toast';
import { sessionQueryKey, useCurrentUser } from '../auth/auth.queries';
import { useCreateProject } from '../projects/projects.queries';
import { ModeCard } from './mode-card';
import { desktopContextForCard, waitlistFeatureForCard } from './mode-picker.fns';
import { useJoinWaitlist, useWaitlist } from './mode-picker.queries';

/** 'What are you looking to create?': pick a mode, then Next (or Enter) creates the project and opens it. */
export function ModePickerModal() {
  const open = useModals((s) => s.modePicker);
  const close = useModals((s) => s.closeModePicker);
  const confirm = useRef<() => void>(() => undefined);
  // Enter anywhere in the dialog confirms the choice, except on buttons and links (Download, Get notified, Close).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || (e.target as HTMLElement).closest('button, a, input, textarea')) return;
    e.preventDefault();
    confirm.current();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={pickerText.title}
      size="xl"
      testId="mode-picker"
      onKeyDown={onKeyDown}
    >
      {open && <ModePicker onDone={close} confirmRef={confirm} />}
    </Modal>
  );
}

function ModePicker({ onDone, confirmRef }: { onDone(): void; confirmRef: RefObject<() => void> }) {
  const { isMobile } = useDevice();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateProject();
  const waitlist = useWaitlist(Boolean(user));
  const join = useJoinWaitlist();
  const [selectedId, setSelectedId] = useState<PickerCard['id'] | null>(null);
  // The multi-language card promises what this server can transcribe, not more.
  const pickerCards = pickerCardsFor(useAvailableLanguages());
  const [hoveredId, setHoveredId] = useState<PickerCard['id'] | null>(null);
  const selected = pickerCards.find((c) => c.id === selectedId) ?? null;

  const select = (card: PickerCard) => {
    if (isCardSelectable(card, { isMobile })) return setSelectedId(card.id);
    const refusal = isMobile ? mobileCardRefusal(card) : null;
    if (refusal) showToast({ message: refusal, kind: 'warning', durationMs: toastDurationsMs.mobile });
  };

  const next = () => {
    if (!selected || create.isPending) return;
    // The server records user_created_project with the tier; a stale tier is refused and the session re-read.
    create.mutate(
      { mode: selected.mode, category: selected.category, subscriptionTier: user?.subscriptionTier },
      {
        onSuccess: (project) => {
          onDone();
          void navigate(`/projects/${project.id}`);
        },
        onError: (e) => {
          if (e instanceof ApiError && e.code === tierChangedCode)
            void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          showToast({ message: e.message, kind: 'error' });
        },
      },
    );
  };

  useEffect(() => {
    confirmRef.current = next;
  });

  return (
    <div className="flex flex-col gap-5">
      <div
        role="radiogroup"
        aria-label="Project mode"
        className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {pickerCards.map((card) => {
          const feature = waitlistFeatureForCard(card);
          return (
            <ModeCard
              key={card.id}
              card={card}
              selected={card.id === selectedId}
              expanded={card.id === selectedId || card.id === hoveredId}
              selectable={isCardSelectable(card, { isMobile })}
              isMobile={isMobile}
              waitlisted={waitlist.data?.includes(feature) ?? false}
              waitlistBusy={join.isPending && join.variables === feature}
              onSelect={() => select(card)}
              onHover={(on) => setHoveredId((current) => (on ? card.id : current === card.id ? null : current))}
              onDownload={() => modalsStore.getState().openDesktopDownload(desktopContextForCard(card))}
              onNotify={() =>
                join.mutate(feature, { onError: (e) => showToast({ message: e.message, kind: 'error' }) })
              }
            />
          );
        })}
      </div>
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex items-center justify-between gap-3 border-t border-line bg-panel px-6 py-4">
        <p className="text-sm text-faint">
          {selected ? `${selected.title} selected` : 'Choose the kind of edit you want to make.'}
        </p>
        <button
          type="button"
          data-testid="mode-next"
          className="btn-primary px-5"
          disabled={!selected || create.isPending}
          onClick={next}
        >
          {create.isPending ? 'Creating…' : pickerText.next}
        </button>
      </div>
    </div>
  );
}
