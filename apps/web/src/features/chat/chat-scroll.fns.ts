/**
 * Whether a scroll container shows its end. Browsers report fractional scrollTop on zoomed or
 * high-DPI screens, so the sum is rounded up (spec: the detection uses the ceiling).
 */
export function isScrolledToBottom(
  el: { scrollTop: number; clientHeight: number; scrollHeight: number },
  slackPx = 2,
): boolean {
  return Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight - slackPx;
}

/** Ids in `next` that were not in `previous`: the messages that just arrived. */
export function arrivedIds(previous: readonly string[], next: readonly string[]): string[] {
  const seen = new Set(previous);
  return next.filter((id) => !seen.has(id));
}
