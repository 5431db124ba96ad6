import { maxScriptChars } from '@otto/shared/scripted';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/client';
import { useSendScript } from '../messages/scripted-story.queries';

/**
 * Scripted Story's script box: the chat bar holds the script (sending prompts is off in this
 * mode), "Match script" hands it to Otto; a .txt or .docx script can be added instead.
 */
export function ScriptBox({ projectId, draft, onSent }: { projectId: string; draft: string; onSent(): void }) {
  const send = useSendScript(projectId);
  const fileInput = useRef<HTMLInputElement>(null);
  const error = send.error instanceof ApiError ? send.error.message : send.error ? 'Could not send the script.' : null;
  const tooLong = draft.length > maxScriptChars;
  const canSend = Boolean(draft.trim()) && !tooLong && !send.isPending;
  const match = () => send.mutate({ script: draft }, { onSuccess: onSent });

  // Ctrl+Enter in the chat bar matches the script (Enter alone would send a prompt, which is off here).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || document.activeElement?.id !== 'chat-input') return;
      e.preventDefault();
      if (canSend) match();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="script-box">
      <button
        type="button"
        className="btn-primary h-8 px-3 text-sm"
        data-testid="match-script"
        aria-keyshortcuts="Control+Enter Meta+Enter"
        title="Match the script in the box to your takes (Ctrl+Enter)"
        disabled={!canSend}
        onClick={match}
      >
        Match script
      </button>
      <button
        type="button"
        className="btn-secondary h-8 px-3 text-sm"
        data-testid="add-script-file"
        disabled={send.isPending}
        onClick={() => fileInput.current?.click()}
      >
        Add script file…
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".txt,.docx,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        className="hidden"
        data-testid="script-file-input"
        aria-label="Script file (.txt or .docx)"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) send.mutate({ file });
        }}
      />
      {send.isPending && <span className="text-xs text-muted">Matching your script…</span>}
      {tooLong && <span className="text-xs text-danger">The script is too long to match at once.</span>}
      {error && <span className="text-xs text-danger">{error}</span>}
    </div>
  );
}
