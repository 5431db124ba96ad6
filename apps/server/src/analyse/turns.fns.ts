/**
 * Turns of a conversation: an interviewer's questions and interjections between a guest's
 * answers. Topics are found without the interjections, and open where a question opens them.
 */
import type { Word } from '@otto/shared/transcript';
import type { CohesionUnit } from './cohesion.fns';
import type { WordRange } from './sentences.fns';
import { speechOf, topicStarts } from './topic-boundaries.fns';

/** An interviewer's "really?" or "and what happened then" is this short at most. */
const interjectionSec = 4;

/**
 * A short line of another speaker between two lines of one speaker ("really", "and what
 * happened then") says nothing of the subject: read as meaning, the same interjection in two
 * subjects made them look alike. Topics are found without it; a question that opens a subject
 * still opens its topic (see openAtTurns).
 */
export function isInterjection(words: readonly Word[], sentence: WordRange): boolean {
  const before = words[sentence.firstWord - 1]?.speaker;
  const after = words[sentence.lastWord + 1]?.speaker;
  const speaker = words[sentence.firstWord]!.speaker;
  return (
    before !== undefined &&
    before === after &&
    speaker !== undefined &&
    speaker !== before &&
    words[sentence.lastWord]!.end - words[sentence.firstWord]!.start <= interjectionSec
  );
}

const ASKING = new Set([
  ...['what', 'where', 'when', 'why', 'how', 'who', 'which', 'whose', 'tell', 'talk', 'you'],
  ...['do', 'does', 'did', 'is', 'are', 'was', 'were', 'can', 'could', 'would', 'will', 'have', 'has'],
]);
const LEADING = new Set(['and', 'so', 'but', 'now', 'okay', 'ok', 'well']);

/** A question or a prompt ("tell me about…", "you play an instrument too?"), not a reaction ("really", "right"). */
function asks(text: string | undefined): boolean {
  if (!text) return false;
  if (text.trim().endsWith('?')) return true;
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const first = words.find((w) => !LEADING.has(w));
  return first !== undefined && ASKING.has(first) && words.length >= 3;
}

/**
 * In a conversation the subject changes where a turn starts: an interviewer's question opens the
 * answer's subject ("tell me about your day job"), and a guest's new subject opens at their own
 * turn. A boundary inside a short turn of another speaker, or right after a short question,
 * moves to where that turn starts; a long turn (a guest's answer) keeps its boundary where the words put
 * it. Only where the recogniser labelled speakers; neither side is left with less than `leastSec`.
 */
export function openAtTurns(
  units: readonly CohesionUnit[],
  topicOf: readonly number[],
  shortTurnSec: number,
  leastSec: number,
): number[] {
  const out = [...topicOf];
  const turnStart = (i: number) => {
    let j = i;
    while (j > 0 && !units[j]!.turnStart && !units[j]!.sourceStart) j--;
    return units[j]!.turnStart ? j : -1;
  };
  const turnEnd = (j: number) => {
    let k = j + 1;
    while (k < units.length && !units[k]!.turnStart && !units[k]!.sourceStart) k++;
    return k;
  };
  for (const i of topicStarts(out)) {
    if (units[i]!.sourceStart) continue;
    const short = (s: number) => s >= 0 && speechOf(units, s, turnEnd(s)) <= shortTurnSec;
    // The turn the boundary falls in, or where it opens a long turn (an answer), the question just
    // before it ("yeah, totally" closes the last subject); a boundary that opens a short turn is
    // where it should be.
    const before = turnStart(i - 1);
    const j = units[i]!.turnStart ? (short(i) || !asks(units[before]?.text) ? -1 : before) : turnStart(i);
    if (j < 0 || j === i || !short(j)) continue;
    const from = out.indexOf(out[i - 1]!);
    const to = out.lastIndexOf(out[i]!) + 1;
    if (j <= from || speechOf(units, from, j) < leastSec || speechOf(units, j, to) < leastSec) continue;
    for (let k = j; k < i; k++) out[k] = out[i]!;
  }
  return out;
}
