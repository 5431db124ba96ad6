/** Past this a prompt bubble folds: a long paste should not push the edit it asked for off screen. */
export const collapseAboveChars = 600;
export const collapseAboveLines = 12;

/**
 * The folded view of a long text, or null when it is short enough to show whole: the first lines
 * up to the limits, cut at a word and marked with an ellipsis.
 */
export function collapsedText(
  text: string,
  limits = { chars: collapseAboveChars, lines: collapseAboveLines },
): string | null {
  const lines = text.split('\n');
  if (text.length <= limits.chars && lines.length <= limits.lines) return null;
  const head = lines.slice(0, limits.lines).join('\n').slice(0, limits.chars);
  const atWord = head.length === limits.chars ? head.replace(/\s+\S*$/, '') : head;
  return `${(atWord || head).trimEnd()}…`;
}
