/** Prompt suggestions above the chat bar; picking one fills the prompt for the user to send or edit. */
export function SuggestionsStrip({
  suggestions,
  onPick,
  disabled,
}: {
  suggestions: readonly string[];
  onPick(text: string): void;
  disabled?: boolean;
}) {
  if (suggestions.length === 0) return null;
  return (
    <div data-testid="suggestions" role="group" aria-label="Suggested prompts" className="flex flex-wrap gap-2">
      {suggestions.map((text) => (
        <button
          key={text}
          type="button"
          disabled={disabled}
          onClick={() => onPick(text)}
          className="rounded-full border border-line bg-panel px-3 py-1.5 text-xs text-muted transition-colors hover:border-accent/60 hover:text-ink disabled:opacity-50"
        >
          {text}
        </button>
      ))}
    </div>
  );
}
