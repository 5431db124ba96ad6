import { arollEditDataSchema, type SoundBite } from '@otto/shared/aroll';
import { formatClock } from '@otto/shared/clock';
import { useState } from 'react';
import { BotText } from './bot-text';
import { ContainerExport } from './container-export';
import type { MessageProps } from './message.props';

/** Bites listed before "Show all": a long interview logs hundreds. */
const visibleBites = 8;

function BiteRow({ bite }: { bite: SoundBite }) {
  return (
    <li className="rounded-md border border-line bg-raised px-3 py-2" data-testid="sound-bite">
      <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span className="font-mono text-ink">
          {formatClock(bite.start)}–{formatClock(bite.end)}
        </span>
        <span>{bite.filename}</span>
        <span className="rounded bg-accent/15 px-1.5 text-accent">{bite.topic}</span>
        {bite.speaker && <span>{bite.speaker}</span>}
        {bite.retake && <span title="A later take repeats this line">earlier take</span>}
        {bite.fillers.length > 0 && <span title="Filler words in this bite">fillers: {bite.fillers.join(', ')}</span>}
      </div>
      <div className="mt-1 text-ink">“{bite.text}”</div>
    </li>
  );
}

/** The A-roll log: every sound bite with its timecodes, and the log's export menu. */
export function ArollEditMessage({ message, data, typing, onTyped, readOnly }: MessageProps<'aroll_edit_message'>) {
  const [all, setAll] = useState(false);
  const log = arollEditDataSchema.parse(data);
  const bites = log.aroll?.bites ?? [];
  const shown = all ? bites : bites.slice(0, visibleBites);
  return (
    <BotText text={data.text} typing={typing} onTyped={onTyped}>
      {bites.length > 0 && (
        <div className="mt-3 flex flex-col gap-2" data-testid="aroll-log">
          <ul className="flex flex-col gap-2">
            {shown.map((bite, i) => (
              <BiteRow key={`${bite.sourceId}-${i}`} bite={bite} />
            ))}
          </ul>
          {bites.length > visibleBites && (
            <button
              type="button"
              className="self-start text-sm text-accent hover:underline"
              aria-expanded={all}
              onClick={() => setAll(!all)}
            >
              {all ? 'Show less' : `Show all ${bites.length} sound bites`}
            </button>
          )}
          {!readOnly && log.container && (
            <ContainerExport projectId={message.projectId} messageId={message.id} container={log.container} />
          )}
        </div>
      )}
    </BotText>
  );
}
