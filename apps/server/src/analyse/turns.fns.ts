/**
 * Turns of a conversation: an interviewer's questions and interjections between a guest's
 * answers. Topics are found without the interjections, and open where a question opens them.
 */
import type { Word } from '@otto/shared/transcript';
import type { CohesionUnit } from './cohesion.fns';
import type { WordRange } from './sentences.fns';
import { speechOf, topicStarts, unitStarts } from './topic-boundaries.fns';

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

/** The recogniser's speaker label changes at this word (from the word before it), interjections too. */
export function labelChangesAt(words: readonly Word[], index: number): boolean {
  const before = words[index - 1]?.speaker;
  const speaker = words[index]?.speaker;
  return before !== undefined && speaker !== undefined && before !== speaker;
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
 * answer's subject ("tell me about your day job"). A boundary inside a short turn of another
 * speaker moves to where that turn starts; any other boundary not already at a question moves to
 * the nearest question within `reachSec` (on recogniser output, meaning put boundaries a line or
 * two off the question: bench/topic-boundaries.bench.ts --flite-conversation). A boundary with no
 * question near it (a guest who changes subject unasked) stays, and so does one at a pause of
 * `pinPauseSec` unless the question just before the pause opened it. Only where the recogniser
 * labelled speakers; neither side is left with less than `leastSec`.
 */
export function openAtTurns(
  units: readonly CohesionUnit[],
  topicOf: readonly number[],
  rules: { shortTurnSec: number; reachSec: number; pinPauseSec: number; leastSec: number },
): number[] {
  const out = [...topicOf];
  const at = unitStarts(units);
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
  const short = (s: number) => s >= 0 && speechOf(units, s, turnEnd(s)) <= rules.shortTurnSec;
  // "yeah, totally" closes the last subject; a question opens the next.
  const isQuestion = (s: number) => Boolean(units[s]!.turnStart) && short(s) && asks(units[s]!.text);
  for (const i of topicStarts(out)) {
    if (units[i]!.sourceStart || isQuestion(i)) continue;
    const from = out.indexOf(out[i - 1]!);
    const to = out.lastIndexOf(out[i]!) + 1;
    const inside = units[i]!.turnStart ? -1 : turnStart(i);
    let j = short(inside) ? inside : -1;
    if (j < 0 && units[i]!.pauseBefore >= rules.pinPauseSec) {
      // A change at a long pause stays, unless the question just before it opened it.
      const asked = turnStart(i - 1);
      j = asked >= 0 && isQuestion(asked) ? asked : -1;
    } else if (j < 0) {
      let nearest = Infinity;
      for (let k = from + 1; k < to; k++) {
        const distance = Math.abs(at[k]! - at[i]!);
        if (distance <= rules.reachSec && distance < nearest && isQuestion(k)) [j, nearest] = [k, distance];
      }
    }
    if (j < 0 || j === i || j <= from || j >= to) continue;
    if (speechOf(units, from, j) < rules.leastSec || speechOf(units, j, to) < rules.leastSec) continue;
    if (j < i) for (let k = j; k < i; k++) out[k] = out[i]!;
    else for (let k = i; k < j; k++) out[k] = out[i - 1]!;
  }
  return out;
}
