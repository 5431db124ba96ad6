export type RangeResult = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One `Range: bytes=…` header against an object of `size` bytes: the inclusive byte range to send,
 * 'unsatisfiable' (416), or null to send the whole object (no header, or several ranges, which
 * players never ask for and RFC 9110 lets a server ignore).
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // A suffix range: the last N bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  // last < first makes the header invalid, and an invalid Range header is ignored.
  if (to !== '' && Number(to) < start) return null;
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
