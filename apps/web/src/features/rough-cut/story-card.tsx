import { storyCardText } from '@otto/shared/constants';
import type { StoryCard as StoryCardData } from '@otto/shared/story-card';
import { useState } from 'react';
import { formatClock } from '../player/player.fns';
import { approval, draftOf, keptDuration, move, rename, toggleDropped } from './story-card.fns';
import { useApproveOutline } from './story-card.queries';

/**
 * A rough cut's outline to approve (spec task create_story_card): reorder, rename or drop
 * chapters, then "Approve" cuts the rough cut from what is kept (task create_rough_cut).
 */
export function StoryCard({
  projectId,
  messageId,
  card,
  readOnly,
}: {
  projectId: string;
  messageId: string;
  card: StoryCardData;
  readOnly?: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(card.chapters));
  const approve = useApproveOutline(projectId, messageId);
  const approved = Boolean(card.approvedMessageId);
  const locked = approved || readOnly || approve.isPending;
  const kept = approval(draft, card.chapters);

  return (
    <div data-testid="story-card" className="mt-3 flex flex-col gap-2 rounded-lg border border-line bg-panel p-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-medium text-ink">{storyCardText.heading}</h3>
        <span data-testid="story-card-duration" className="font-mono text-xs text-muted">
          {formatClock(keptDuration(draft))}
        </span>
      </div>
      {!approved && !readOnly && <p className="text-xs text-faint">{storyCardText.hint}</p>}
      <ol aria-label="Outline chapters" className="flex flex-col gap-1">
        {draft.map((c, i) => (
          <li
            key={c.chapter}
            data-testid={`story-card-chapter-${i}`}
            data-dropped={c.dropped || undefined}
            className={`flex items-center gap-2 rounded-md px-2 py-1 ${c.dropped ? 'opacity-50' : ''}`}
          >
            <span className="w-5 shrink-0 font-mono text-xs text-faint">{i + 1}</span>
            <input
              aria-label={`Chapter ${i + 1} title`}
              data-testid={`story-card-title-${i}`}
              value={c.title}
              disabled={locked || c.dropped}
              onChange={(e) => setDraft((d) => rename(d, i, e.target.value))}
              className={`min-w-0 flex-1 rounded border border-transparent bg-transparent px-1 py-0.5 text-sm text-ink focus:border-accent/70 focus:outline-none ${c.dropped ? 'line-through' : ''}`}
            />
            <span className="shrink-0 font-mono text-xs text-muted">{formatClock(c.duration)}</span>
            {!locked && (
              <>
                <button
                  type="button"
                  className="btn-ghost px-1.5 py-0.5 text-xs"
                  aria-label={`${storyCardText.moveUp}: ${c.title}`}
                  data-testid={`story-card-up-${i}`}
                  disabled={i === 0}
                  onClick={() => setDraft((d) => move(d, i, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn-ghost px-1.5 py-0.5 text-xs"
                  aria-label={`${storyCardText.moveDown}: ${c.title}`}
                  data-testid={`story-card-down-${i}`}
                  disabled={i === draft.length - 1}
                  onClick={() => setDraft((d) => move(d, i, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn-ghost px-1.5 py-0.5 text-xs"
                  data-testid={`story-card-drop-${i}`}
                  aria-label={c.dropped ? `${storyCardText.restore}: ${c.title}` : `${storyCardText.drop}: ${c.title}`}
                  onClick={() => setDraft((d) => toggleDropped(d, i))}
                >
                  {c.dropped ? '↺' : '×'}
                </button>
              </>
            )}
          </li>
        ))}
      </ol>
      {approved ? (
        <p data-testid="story-card-approved" className="text-xs text-muted">
          {storyCardText.approved}
        </p>
      ) : (
        !readOnly && (
          <div className="flex items-center justify-end gap-3">
            {kept.length === 0 && <span className="text-xs text-danger">{storyCardText.keepOne}</span>}
            {approve.isError && (
              <span role="alert" className="text-xs text-danger">
                {approve.error instanceof Error ? approve.error.message : 'Could not approve the outline.'}
              </span>
            )}
            <button
              type="button"
              data-testid="story-card-approve"
              className="btn-primary px-4 py-1.5 text-sm"
              disabled={kept.length === 0 || approve.isPending}
              onClick={() => approve.mutate(kept)}
            >
              {approve.isPending ? storyCardText.approving : storyCardText.approve}
            </button>
          </div>
        )
      )}
    </div>
  );
}
