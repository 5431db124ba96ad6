import { storyDuration } from '@otto/shared/container';
import { editLines, type EditLine, type WordRef } from '@otto/shared/transcript-edit';
import {
  moveLine,
  nudgeLine,
  removeFillers,
  removeWords,
  restoreWords,
  shortenPauses,
} from '@otto/shared/transcript-edit.ops';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatClock } from '../player/player.fns';
import { editCommand, type EditCommand } from './edit-commands.fns';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useTranscriptEditor, withSegments, type TranscriptEditor } from './use-transcript-editor';

const saveText = { saved: 'Saved', saving: 'Saving…', error: 'Not saved' } as const;

/**
 * Edit by transcript: the edit's words as text, the cut parts of its sources struck through.
 * Removing words cuts them out, restoring brings them back, moving a sentence reorders the edit;
 * every change plays at once and is kept as a version of the edit.
 */
export function TranscriptEditor({ projectId, messageId }: { projectId: string; messageId: string }) {
  const editor = useTranscriptEditor(projectId, messageId);
  if (editor.context.isPending) return <div className="h-24 animate-pulse rounded-md bg-raised" />;
  if (editor.context.isError || !editor.story)
    return <p className="text-xs text-danger">The transcript of this edit could not be loaded.</p>;
  return <EditorBody editor={editor} />;
}

function EditorBody({ editor }: { editor: TranscriptEditor }) {
  const { sources, story, storyIndex } = editor;
  const segments = story!.segments;
  const lines = useMemo(() => editLines(sources, segments), [sources, segments]);
  const [showRemoved, setShowRemoved] = useState(true);
  const [pauseSec, setPauseSec] = useState(0.5);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [dragKey, setDragKey] = useState<string | null>(null);
  // The drop target reads the dragged line from a ref, not from state: the browser asks every dragover whether a drop
  // is allowed, possibly before React has re-rendered the lines after dragstart.
  const draggedKey = useRef<string | null>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const shown = showRemoved ? lines : lines.filter((l) => l.kept);
  const focused = shown.find((l) => l.key === focusKey) ?? shown[0];

  const change = (fn: (segs: typeof segments) => typeof segments) =>
    editor.apply((container) => {
      const current = container.stories.find((s) => s.index === storyIndex)?.segments ?? [];
      const next = fn(current);
      // An edit keeps at least one segment: removing everything is refused.
      return next.length === 0 ? container : withSegments(container, storyIndex, next, sources);
    });

  /** The words the selection covers inside the text, or the focused sentence's words when nothing is selected. */
  const chosenWords = (want: 'kept' | 'removed'): WordRef[] => {
    const picked = selectedWords(textRef.current);
    if (picked.length > 0) return picked;
    if (!focused) return [];
    return focused.words
      .filter((w) => (want === 'kept' ? w.kept : !w.kept))
      .map((w) => ({ sourceId: focused.sourceId, word: w.index }));
  };

  const focusLine = (key: string | undefined) => {
    if (!key) return;
    setFocusKey(key);
    textRef.current?.querySelector<HTMLElement>(`[data-line-key="${CSS.escape(key)}"]`)?.focus();
  };

  const run = (command: EditCommand) => {
    const at = focused ? shown.indexOf(focused) : -1;
    switch (command) {
      case 'remove':
        return change((segs) => removeWords(sources, segs, chosenWords('kept')));
      case 'restore':
        return change((segs) => restoreWords(sources, segs, chosenWords('removed')));
      case 'moveUp':
      case 'moveDown':
        if (focused?.kept) change((segs) => nudgeLine(sources, segs, focused.key, command === 'moveUp' ? -1 : 1));
        return requestAnimationFrame(() => focusLine(focused?.key));
      case 'focusPrevious':
        return focusLine(shown[Math.max(0, at - 1)]?.key);
      case 'focusNext':
        return focusLine(shown[Math.min(shown.length - 1, at + 1)]?.key);
      case 'undo':
        return editor.undo();
      case 'redo':
        return editor.redo();
      case 'removeFillers':
        return change((segs) => removeFillers(sources, segs));
      case 'shortenPauses':
        return change((segs) => shortenPauses(sources, segs, pauseSec));
      case 'toggleRemoved':
        return setShowRemoved((v) => !v);
      case 'shortcuts':
        return setShortcutsOpen(true);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('input, select, textarea')) return;
    const command = editCommand(e);
    if (!command) return;
    // Keys on a button keep their own meaning (Enter, Space); the edit keys work everywhere in the view.
    e.preventDefault();
    run(command);
  };

  return (
    <section
      aria-label="Edit transcript"
      data-testid="transcript-editor"
      className="flex flex-col gap-2 rounded-lg border border-line bg-panel p-3"
      onKeyDown={onKeyDown}
    >
      <div role="toolbar" aria-label="Transcript editing" className="flex flex-wrap items-center gap-1.5 text-xs">
        <ToolButton
          label="Undo"
          keys="Control+Z"
          disabled={!editor.canUndo}
          onClick={() => run('undo')}
          onDisabledWhileFocused={() => focusLine(focused?.key)}
        />
        <ToolButton
          label="Redo"
          keys="Shift+Control+Z"
          disabled={!editor.canRedo}
          onClick={() => run('redo')}
          onDisabledWhileFocused={() => focusLine(focused?.key)}
        />
        <ToolButton label="Restore" keys="R" onClick={() => run('restore')} />
        <ToolButton label="Remove fillers" keys="Shift+F" onClick={() => run('removeFillers')} />
        <span className="inline-flex items-center gap-1">
          <ToolButton label="Shorten pauses" keys="Shift+P" onClick={() => run('shortenPauses')} />
          <label className="inline-flex items-center gap-1 text-muted">
            to
            <input
              type="number"
              min={0}
              max={5}
              step={0.1}
              value={pauseSec}
              aria-label="Longest pause in seconds"
              data-testid="pause-seconds"
              onChange={(e) => setPauseSec(Math.max(0, Math.min(5, Number(e.target.value) || 0)))}
              className="w-14 rounded border border-line bg-raised px-1 py-0.5 text-ink"
            />
            s
          </label>
        </span>
        <label className="ml-1 inline-flex items-center gap-1 text-muted">
          <input
            type="checkbox"
            checked={showRemoved}
            data-testid="show-removed"
            onChange={(e) => setShowRemoved(e.target.checked)}
          />
          Show removed
        </label>
        <span className="ml-auto inline-flex items-center gap-2">
          <span role="status" data-testid="edit-save-state" className="text-faint">
            {saveText[editor.saveState]}
          </span>
          <ToolButton label="Revert to AI version" onClick={() => editor.revert()} />
          <button
            type="button"
            className="btn-ghost px-2 py-1"
            aria-label="Keyboard shortcuts"
            aria-keyshortcuts="?"
            onClick={() => setShortcutsOpen(true)}
          >
            ?
          </button>
        </span>
      </div>
      {editor.notice && (
        <p role="alert" className="rounded-md border border-line bg-raised px-2 py-1 text-xs text-muted">
          {editor.notice}
        </p>
      )}
      <p className="sr-only">
        Edit length {formatClock(storyDuration(editor.story!))}. Removed words are read as removed.
      </p>
      <div
        ref={textRef}
        data-testid="transcript-text"
        className="flex max-h-80 flex-col gap-1 overflow-y-auto text-sm leading-6"
      >
        {shown.map((line) => (
          <Line
            key={line.key}
            line={line}
            showRemoved={showRemoved}
            focused={line === focused}
            beingDragged={dragKey === line.key}
            acceptsDrop={() => draggedKey.current !== null && draggedKey.current !== line.key && line.kept}
            onFocus={() => setFocusKey(line.key)}
            onDragStart={() => {
              draggedKey.current = line.key;
              setDragKey(line.key);
            }}
            onDragEnd={() => {
              draggedKey.current = null;
              setDragKey(null);
            }}
            onDrop={(after) => {
              const from = draggedKey.current;
              draggedKey.current = null;
              setDragKey(null);
              if (!from || from === line.key || !line.kept) return;
              // Dropped on a sentence's lower half, the dragged one plays after it.
              const keptKeys = lines.filter((l) => l.kept && l.key !== from).map((l) => l.key);
              const before = after ? (keptKeys[keptKeys.indexOf(line.key) + 1] ?? null) : line.key;
              change((segs) => moveLine(sources, segs, from, before));
            }}
          />
        ))}
      </div>
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </section>
  );
}

function ToolButton({
  label,
  keys,
  disabled,
  onClick,
  onDisabledWhileFocused,
}: {
  label: string;
  keys?: string;
  disabled?: boolean;
  onClick(): void;
  /** A button that turns disabled under the keyboard focus drops it: the focus goes back to the text instead. */
  onDisabledWhileFocused?(): void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (disabled && ref.current && ref.current === document.activeElement) onDisabledWhileFocused?.();
  });
  return (
    <button
      ref={ref}
      type="button"
      className="btn-ghost px-2 py-1 disabled:opacity-40"
      disabled={disabled}
      aria-keyshortcuts={keys}
      title={keys ? `${label} (${keys.replace('Control', 'Ctrl/Cmd')})` : label}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** One sentence: kept words as text, cut ones struck through (and read out as removed). */
function Line({
  line,
  showRemoved,
  focused,
  beingDragged,
  acceptsDrop,
  onFocus,
  onDragStart,
  onDragEnd,
  onDrop,
}: {
  line: EditLine;
  showRemoved: boolean;
  focused: boolean;
  beingDragged: boolean;
  acceptsDrop(): boolean;
  onFocus(): void;
  onDragStart(): void;
  onDragEnd(): void;
  onDrop(after: boolean): void;
}) {
  const runs = wordRuns(line, showRemoved);
  return (
    <p
      tabIndex={focused ? 0 : -1}
      data-line-key={line.key}
      data-testid="transcript-line"
      data-kept={line.kept}
      draggable={line.kept}
      onFocus={onFocus}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only when it carries data; the sentence's text is what it would carry anyway.
        e.dataTransfer.setData('text/plain', line.words.map((w) => w.text).join(' '));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(e) => {
        if (!acceptsDrop()) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(e) => {
        e.preventDefault();
        const box = e.currentTarget.getBoundingClientRect();
        onDrop(e.clientY > box.top + box.height / 2);
      }}
      className={`rounded px-2 py-0.5 outline-none focus:bg-accent/10 focus:ring-1 focus:ring-accent/50 ${line.kept ? 'cursor-grab text-ink' : 'text-faint'} ${beingDragged ? 'opacity-50' : ''}`}
    >
      {runs.map((run, i) =>
        run.kept ? (
          <span key={i}>
            {run.words.map((w) => (
              <span key={w.index} data-word={w.index} data-source={line.sourceId}>
                {w.text}{' '}
              </span>
            ))}
          </span>
        ) : (
          <del key={i} className="text-faint line-through decoration-faint/70" data-testid="removed-words">
            <span className="sr-only">removed: </span>
            {run.words.map((w) => (
              <span key={w.index} data-word={w.index} data-source={line.sourceId}>
                {w.text}{' '}
              </span>
            ))}
            <span className="sr-only">(end of removed)</span>
          </del>
        ),
      )}
    </p>
  );
}

/** A line's words in runs of kept and removed ones (removed ones left out when hidden). */
function wordRuns(line: EditLine, showRemoved: boolean) {
  const runs: { kept: boolean; words: EditLine['words'] }[] = [];
  for (const w of line.words) {
    if (!w.kept && !showRemoved) continue;
    const last = runs.at(-1);
    if (last && last.kept === w.kept) last.words.push(w);
    else runs.push({ kept: w.kept, words: [w] });
  }
  return runs;
}

/** The words a text selection inside `root` covers (a word touched only at its very edge does not count). */
function selectedWords(root: HTMLElement | null): WordRef[] {
  const selection = window.getSelection();
  if (!root || !selection || selection.isCollapsed || selection.rangeCount === 0) return [];
  const refs: WordRef[] = [];
  for (let r = 0; r < selection.rangeCount; r++) {
    const range = selection.getRangeAt(r);
    for (const el of root.querySelectorAll<HTMLElement>('[data-word]')) {
      if (!range.intersectsNode(el)) continue;
      const text = el.firstChild;
      if (range.endContainer === text && range.endOffset === 0) continue;
      if (range.startContainer === text && range.startOffset >= (text?.textContent?.trimEnd().length ?? 0)) continue;
      refs.push({ sourceId: el.dataset.source!, word: Number(el.dataset.word) });
    }
  }
  return refs;
}
