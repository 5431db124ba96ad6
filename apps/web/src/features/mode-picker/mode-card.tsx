import { pickerText } from '@otto/shared/constants';
import type { PickerCard } from '@otto/shared/picker-cards';
import type { MouseEvent } from 'react';
import { CheckIcon, DownloadIcon } from '../../ui/icons';

export interface ModeCardProps {
  card: PickerCard;
  selected: boolean;
  expanded: boolean;
  selectable: boolean;
  isMobile: boolean;
  waitlisted: boolean;
  waitlistBusy: boolean;
  onSelect(): void;
  onHover(hovering: boolean): void;
  onDownload(): void;
  onNotify(): void;
}

export function ModeCard(props: ModeCardProps) {
  const { card, selected, expanded, selectable, isMobile, waitlisted, waitlistBusy } = props;
  const stop = (fn: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  return (
    <div
      data-testid={`mode-card-${card.mode}`}
      data-selected={selected}
      onClick={props.onSelect}
      onMouseEnter={() => props.onHover(true)}
      onMouseLeave={() => props.onHover(false)}
      className={`group flex flex-col rounded-xl border p-4 text-left transition-colors ${
        selected ? 'border-accent bg-accent/10 ring-1 ring-accent' : selectable ? 'cursor-pointer border-line bg-raised hover:border-faint' : 'border-line bg-raised/60'
      }`}
    >
      <div
        role="radio"
        aria-checked={selected}
        aria-disabled={!selectable}
        tabIndex={0}
        onKeyDown={(e) => {
          if (e.key === ' ') {
            e.preventDefault();
            props.onSelect();
          }
        }}
        onFocus={() => props.onHover(true)}
        onBlur={() => props.onHover(false)}
        className="-m-1 flex flex-col gap-2 rounded-md p-1 focus-visible:outline-2"
      >
        <div className="flex items-start justify-between gap-2">
          <h3 className={`font-semibold ${selectable ? 'text-ink' : 'text-muted'}`}>{card.title}</h3>
          <div className="flex shrink-0 items-center gap-1.5">
            {card.tags.map((tag) => (
              <span key={tag} className="rounded-full border border-line px-2 py-0.5 text-[10px] font-semibold tracking-wide text-muted uppercase">
                {tag}
              </span>
            ))}
            {selected && <CheckIcon className="text-accent" />}
          </div>
        </div>
        <p className="text-sm text-muted">{card.description}</p>
        {expanded && (
          <div className="mt-1 flex flex-col gap-3 text-sm">
            <CardList title="Pros" items={card.pros} marker="+" tone="text-success" />
            <CardList title="Cons" items={card.cons} marker="–" tone="text-warning" />
            <CardList title="Supported" items={card.supported} marker="•" tone="text-faint" />
          </div>
        )}
      </div>
      {!selectable && (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-3">
          {isMobile ? (
            <span className="text-xs text-faint">Available on a computer</span>
          ) : (
            <>
              <button type="button" className="btn-secondary" onClick={stop(props.onDownload)}>
                <DownloadIcon /> {pickerText.downloadApp}
              </button>
              <button
                type="button"
                data-testid={`notify-${card.id}`}
                className="btn-ghost"
                disabled={waitlisted || waitlistBusy}
                onClick={stop(props.onNotify)}
              >
                {waitlisted ? (
                  <>
                    <CheckIcon /> {pickerText.added}
                  </>
                ) : (
                  pickerText.getNotified
                )}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function CardList({ title, items, marker, tone }: { title: string; items: readonly string[]; marker: string; tone: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="mb-1 text-[11px] font-semibold tracking-wider text-faint uppercase">{title}</h4>
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-ink/90">
            <span aria-hidden="true" className={`w-3 shrink-0 text-center ${tone}`}>
              {marker}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
