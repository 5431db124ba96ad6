import { formatClock } from '@otto/shared/clock';
import { scriptedStoryDataSchema, type ScriptLine, type ScriptTake } from '@otto/shared/scripted';
import { BotText } from './bot-text';
import { ContainerExport } from './container-export';
import type { MessageProps } from './message.props';
import { useChooseTake } from './scripted-story.queries';

const takeLabel = (take: ScriptTake, n: number) =>
  [
    `Take ${n + 1}`,
    `${take.filename} ${formatClock(take.start)}`,
    take.coverage < 0.8 ? 'cut short' : '',
    take.fillers > 0 ? `${take.fillers} ${take.fillers === 1 ? 'filler' : 'fillers'}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

function LineRow({
  line,
  index,
  readOnly,
  onChoose,
}: {
  line: ScriptLine;
  index: number;
  readOnly?: boolean;
  onChoose(take: number): void;
}) {
  const chosen = line.chosen === null ? undefined : line.takes[line.chosen];
  return (
    <li className="rounded-md border border-line bg-raised px-3 py-2" data-testid="script-line">
      <div className="text-ink">
        <span className="mr-2 text-xs text-faint">{index + 1}</span>
        {line.text}
      </div>
      {chosen ? (
        <div className="mt-1 text-xs text-muted" data-testid="chosen-take">
          → {takeLabel(chosen, line.chosen!)}: “{chosen.text}”
        </div>
      ) : (
        <div className="mt-1 text-xs text-danger" data-testid="line-missing">
          Not found in the footage
        </div>
      )}
      {line.takes.length > 1 && !readOnly && (
        <div role="radiogroup" aria-label={`Takes of line ${index + 1}`} className="mt-1.5 flex flex-wrap gap-1.5">
          {line.takes.map((take, n) => (
            <button
              key={`${take.sourceId}-${take.start}`}
              type="button"
              role="radio"
              aria-checked={n === line.chosen}
              className={`rounded border px-2 py-0.5 text-xs ${n === line.chosen ? 'border-accent bg-accent/15 text-ink' : 'border-line text-muted hover:text-ink'}`}
              onClick={() => n !== line.chosen && onChoose(n)}
            >
              {takeLabel(take, n)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/** The script matched against the footage: each line's chosen take, its alternates, and the export. */
export function ScriptedStoryMessage({
  message,
  data,
  typing,
  onTyped,
  readOnly,
}: MessageProps<'scripted_story_message'>) {
  const choose = useChooseTake(message.projectId);
  const story = scriptedStoryDataSchema.parse(data);
  const lines = story.lines ?? [];
  return (
    <BotText text={data.text} typing={typing} onTyped={onTyped}>
      {lines.length > 0 && (
        <div className="mt-3 flex flex-col gap-2" data-testid="scripted-story">
          <ol className="flex flex-col gap-2">
            {lines.map((line, i) => (
              <LineRow
                key={i}
                line={line}
                index={i}
                readOnly={readOnly}
                onChoose={(take) => choose.mutate({ message_id: message.id, line: i, take })}
              />
            ))}
          </ol>
          {!readOnly && story.container && story.container.stories[0]!.segments.length > 0 && (
            <ContainerExport projectId={message.projectId} messageId={message.id} container={story.container} />
          )}
        </div>
      )}
    </BotText>
  );
}
