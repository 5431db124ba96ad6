import { chatLimits, chatText } from '@otto/shared/constants';
import { isKnownMessageType, messageDataSchemas, type FileSummary, type MessageData, type MessageType } from '@otto/shared/message';
import { useState, type ReactNode } from 'react';
import type { StoredMessage } from '../../store/document.store';
import { EditResultSummary } from './edit-result-summary';

/** Renders one chat message by type. Unknown types (or payloads that don't fit their type) are logged and render nothing. */
export function MessageView({ message }: { message: StoredMessage }) {
  if (!isKnownMessageType(message.type)) {
    console.warn(`Unknown message type "${message.type}" (message ${message.id}); not rendered.`);
    return null;
  }
  const parsed = messageDataSchemas[message.type].safeParse(message.data);
  if (!parsed.success) {
    console.warn(`Message ${message.id} of type "${message.type}" has an unexpected payload; not rendered.`, parsed.error.issues);
    return null;
  }
  return <TypedMessage type={message.type} data={parsed.data} message={message} />;
}

function TypedMessage({ type, data, message }: { type: MessageType; data: unknown; message: StoredMessage }) {
  switch (type) {
    case 'user_message':
      return <UserBubble>{(data as MessageData<'user_message'>).prompt}</UserBubble>;
    case 'user_drop': {
      const { filenames } = data as MessageData<'user_drop'>;
      return (
        <UserBubble>
          <span className="text-muted">Added {filenames.length === 1 ? 'a file' : `${filenames.length} files`}:</span> {filenames.join(', ')}
        </UserBubble>
      );
    }
    case 'bot_message':
    case 'broll_summary_message':
    case 'aroll_summary_message': {
      const { text, fileSummaries } = data as MessageData<'bot_message'>;
      return (
        <BotBubble>
          <p className="whitespace-pre-wrap">{text}</p>
          {fileSummaries && fileSummaries.length > 0 && <FileSummaryList summaries={fileSummaries} />}
        </BotBubble>
      );
    }
    case 'reply_message':
      return (
        <BotBubble>
          <p className="whitespace-pre-wrap">{(data as MessageData<'reply_message'>).text}</p>
          {message.parentMessageId && <JumpToEdit parentId={message.parentMessageId} />}
        </BotBubble>
      );
    case 'multicam_project_ready':
    case 'broll_edit_message':
    case 'aroll_edit_message':
    case 'scripted_story_message':
      return (
        <BotBubble>
          <p className="whitespace-pre-wrap">{(data as { text: string }).text}</p>
        </BotBubble>
      );
    case 'onboarding': {
      const { text } = data as MessageData<'onboarding'>;
      return text ? (
        <BotBubble>
          <p className="whitespace-pre-wrap">{text}</p>
        </BotBubble>
      ) : null;
    }
    case 'export_success_message': {
      const { text, downloadUrl, exportFilename } = data as MessageData<'export_success_message'>;
      return (
        <BotBubble>
          <p className="whitespace-pre-wrap">{text}</p>
          {downloadUrl && (
            <a href={downloadUrl} download={exportFilename} className="btn-secondary mt-3">
              Download {exportFilename ?? 'file'}
            </a>
          )}
        </BotBubble>
      );
    }
    case 'edit_result':
      return (
        <BotBubble wide>
          <EditResultSummary data={data as MessageData<'edit_result'>} />
        </BotBubble>
      );
    case 'demo_start': {
      const { videoUrl, thumbnailUrl } = data as MessageData<'demo_start'>;
      return (
        <BotBubble wide>
          <video src={videoUrl} poster={thumbnailUrl} controls preload="metadata" className="aspect-video w-full rounded-md bg-black" onError={(e) => console.warn('Demo video error', e)} />
        </BotBubble>
      );
    }
    case 'intro_mode_message':
      return null;
  }
}

function UserBubble({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <div className="max-w-[80%] rounded-2xl rounded-br-sm bg-accent/20 px-4 py-2.5 text-sm whitespace-pre-wrap text-ink">{children}</div>
    </div>
  );
}

export function BotBubble({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex gap-3">
      <div aria-hidden="true" className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-accent text-xs font-bold text-accent-ink">
        O
      </div>
      <div className={`${wide ? 'w-full' : 'max-w-[85%]'} text-sm leading-relaxed text-ink`}>{children}</div>
    </div>
  );
}

function FileSummaryList({ summaries }: { summaries: FileSummary[] }) {
  const [expanded, setExpanded] = useState(false);
  const limit = chatLimits.visibleFileSummaries;
  const shown = expanded ? summaries : summaries.slice(0, limit);
  const hidden = summaries.length - limit;
  return (
    <div className="mt-3 flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {shown.map((f, i) => (
          <li key={f.sourceId ?? `${f.filename}-${i}`} className="rounded-md border border-line bg-raised px-3 py-2">
            <div className="font-medium text-ink">{f.filename}</div>
            <div className="text-muted">{f.summary}</div>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="self-start text-sm text-accent hover:underline" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? chatText.showLess : chatText.otherFiles(hidden)}
        </button>
      )}
    </div>
  );
}

function JumpToEdit({ parentId }: { parentId: string }) {
  const jump = () => document.getElementById(`message-${parentId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <button type="button" className="btn-ghost mt-2 -ml-3" onClick={jump}>
      {chatText.jumpToEdit}
    </button>
  );
}
