import { chatLimits, chatText } from '@otto/shared/constants';
import type { FileSummary } from '@otto/shared/message';
import { useState } from 'react';

/** B-roll / A-roll file summaries: three, then '+ N other files.' which expands, and 'Show less'. */
export function FileSummaryList({ summaries }: { summaries: readonly FileSummary[] }) {
  const [expanded, setExpanded] = useState(false);
  const limit = chatLimits.visibleFileSummaries;
  const shown = expanded ? summaries : summaries.slice(0, limit);
  const hidden = summaries.length - limit;
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="file-summaries">
      <ul className="flex flex-col gap-2">
        {shown.map((f, i) => (
          <li key={f.sourceId ?? `${f.filename}-${i}`} className="rounded-md border border-line bg-raised px-3 py-2">
            <div className="font-medium text-ink">{f.filename}</div>
            <div className="text-muted">{f.summary}</div>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="self-start text-sm text-accent hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? chatText.showLess : chatText.otherFiles(hidden)}
        </button>
      )}
    </div>
  );
}
