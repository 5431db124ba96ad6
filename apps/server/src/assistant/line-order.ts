/**
 * Lines of the targeted edit by their place in it (see line-request.fns): two swapped, one moved
 * to the start or the end, all reversed, or some taken out. Lines count as the edit plays them;
 * words outside every sentence keep their place. The reply quotes the lines it moved.
 */
import type { Analysis } from '../analyse/analyse.types';
import type { WordRange } from './cut-rules';
import { dropped } from './drop-lines';
import { editPieces, piecesToSegments, type Piece } from './edit-pieces.fns';
import type { FollowUpResult } from './follow-ups';
import type { LineNumber, LineRequest } from './line-request.fns';
import { sentenceList } from './resize';

/** "“I learned to fly a small plane at a…” (2:00)", as the other follow-ups quote a line. */
const quote = (analysis: Analysis, p: Piece) => sentenceList(analysis, [p]);

export function changeLines(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: LineRequest,
): FollowUpResult {
  const pieces = editPieces(analysis, groups.flat());
  const lines = pieces.filter((p) => p.unit);
  const n = lines.length;
  const at = (k: LineNumber) => (k < 0 ? n + k : k - 1);
  const asked = 'line' in request ? [request.line, ...('other' in request ? [request.other] : [])] : [];
  const outside = asked.find((k) => at(k) < 0 || at(k) >= n);
  if (outside !== undefined)
    return {
      reply: `“${title}” has ${n === 1 ? 'one line' : `${n} lines`}, so there is no line ${outside < 0 ? n + outside + 1 : outside}. I left it as it is.`,
    };
  /** The edit with its lines played in `order`; other pieces keep their places. */
  const played = (order: readonly Piece[]) => {
    let next = 0;
    return pieces.map((p) => (p.unit ? order[next++]! : p));
  };
  const result = (order: readonly Piece[], reply: string): FollowUpResult => ({
    segments: piecesToSegments(analysis, played(order)),
    reply,
  });
  switch (request.change) {
    case 'swap': {
      const [i, j] = [at(request.line), at(request.other)].sort((a, b) => a - b) as [number, number];
      const order = [...lines];
      [order[i], order[j]] = [order[j]!, order[i]!];
      return result(
        order,
        `In “${title}”, lines ${i + 1} and ${j + 1} now play the other way round: ${quote(analysis, lines[j]!)} comes before ${quote(analysis, lines[i]!)}.`,
      );
    }
    case 'move': {
      const i = at(request.line);
      const line = lines[i]!;
      const rest = lines.filter((p) => p !== line);
      const place = request.to === 'start' ? 'opens with' : 'ends on';
      if ((request.to === 'start' && i === 0) || (request.to === 'end' && i === n - 1))
        return { reply: `“${title}” already ${place} that line, ${quote(analysis, line)}. I left it as it is.` };
      return result(
        request.to === 'start' ? [line, ...rest] : [...rest, line],
        `“${title}” now ${place} line ${i + 1}, ${quote(analysis, line)}; the rest plays in its order.`,
      );
    }
    case 'reverse':
      if (n < 2) return { reply: `“${title}” has one line, so there is no order to reverse. I left it as it is.` };
      return result(
        [...lines].reverse(),
        `“${title}” now plays its ${n} lines in reverse order, from ${quote(analysis, lines[n - 1]!)} to ${quote(analysis, lines[0]!)}.`,
      );
    case 'drop': {
      const count = Math.min(request.count ?? 1, n);
      const from = request.line < 0 ? n - count : at(request.line);
      const gone = lines.slice(from, from + count);
      const name =
        count > 1
          ? `the ${request.line < 0 ? 'last' : 'first'} ${count} lines`
          : request.line === 1
            ? 'the first line'
            : request.line === -1
              ? 'the last line'
              : `line ${from + 1}`;
      return dropped(analysis, title, pieces, gone, name);
    }
  }
}
