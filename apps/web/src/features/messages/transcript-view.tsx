import { chatText } from '@otto/shared/constants';
import { hasSeveralSpeakers } from '@otto/shared/speakers';
import { transcriptLines } from '@otto/shared/transcript';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocument } from '../../store/document.store';
import { formatClock } from '../player/player.fns';
import { SpeakerLabel } from '../speakers/speaker-label';
import { transcriptQuery } from '../speakers/speakers.queries';
import { transcriptFoldLines } from './messages.fns';

/** The transcripts an import-ready message points at, one block per source. */
export function TranscriptList({ projectId, sourceIds }: { projectId: string; sourceIds: readonly string[] }) {
  return (
    <div className="mt-3 flex flex-col gap-3">
      {sourceIds.map((id) => (
        <SourceTranscript key={id} projectId={projectId} sourceId={id} />
      ))}
    </div>
  );
}

function SourceTranscript({ projectId, sourceId }: { projectId: string; sourceId: string }) {
  const filename = useDocument((s) => s.sources[sourceId]?.filename);
  const [expanded, setExpanded] = useState(false);
  const transcript = useQuery(transcriptQuery(projectId, sourceId));

  if (transcript.isPending) return <div className="h-16 animate-pulse rounded-md bg-raised" />;
  if (transcript.isError) return <p className="text-xs text-faint">The transcript could not be loaded.</p>;
  const lines = transcriptLines(transcript.data.words);
  const shown = expanded ? lines : lines.slice(0, transcriptFoldLines);
  // A monologue shows no names: "Speaker 1" on every block would only be clutter.
  const named = hasSeveralSpeakers(transcript.data.words);
  return (
    <section data-testid={`transcript-${sourceId}`} className="rounded-md border border-line bg-panel">
      <h4 className="border-b border-line px-3 py-2 text-xs font-medium text-muted">{filename ?? 'Transcript'}</h4>
      {lines.length === 0 ? (
        <p className="px-3 py-2 text-xs text-faint">No speech was found.</p>
      ) : (
        <ol className="flex flex-col gap-1 px-3 py-2">
          {shown.map((line, i) => (
            <li key={i} className="flex flex-col">
              {named && line.speaker !== undefined && line.speaker !== shown[i - 1]?.speaker && (
                <span className={`self-start ${i > 0 ? 'mt-1.5' : ''}`}>
                  <SpeakerLabel projectId={projectId} speaker={line.speaker} />
                </span>
              )}
              <span className="flex gap-3">
                <span className="shrink-0 font-mono text-xs leading-5 text-faint">
                  {formatClock(line.start)}–{formatClock(line.end)}
                </span>
                <span className="text-ink">{line.text}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {lines.length > transcriptFoldLines && (
        <button
          type="button"
          className="px-3 pb-2 text-xs text-accent hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? chatText.showLess : `Show all ${lines.length} lines`}
        </button>
      )}
    </section>
  );
}
