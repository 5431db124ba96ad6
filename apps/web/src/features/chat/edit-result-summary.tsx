import { storyDuration, type MessageData } from '@otto/shared/message';

const clock = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
};

/** The chosen story of an edit: its title, length and segments, until the player view takes over this slot. */
export function EditResultSummary({ data }: { data: MessageData<'edit_result'> }) {
  const story = data.container.stories.find((s) => s.index === data.storyIndex) ?? data.container.stories[0];
  if (!story) return <p className="text-muted">This edit has no stories.</p>;
  const duration = storyDuration(story);
  return (
    <div className="rounded-lg border border-line bg-panel">
      <div className="flex items-baseline justify-between gap-3 border-b border-line px-4 py-3">
        <h3 className="font-medium text-ink">{story.title}</h3>
        <span className="shrink-0 font-mono text-xs text-muted">{clock(duration)}</span>
      </div>
      {story.description && <p className="px-4 pt-3 text-muted">{story.description}</p>}
      <ol className="flex flex-col gap-1 px-4 py-3">
        {story.segments.map((seg, i) => (
          <li key={i} className="flex gap-3">
            <span className="shrink-0 font-mono text-xs leading-5 text-faint">
              {clock(seg.start)}–{clock(seg.end)}
            </span>
            <span className="text-ink">{seg.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
