/**
 * A stretch of the footage by its times: "make a clip from 0:40 to 1:10", "1:00–1:30", "from 2:00
 * to the end", "everything up to 1:30", "a clip of the last minute". Not a stretch to take out
 * ("remove 0:40 to 1:10") nor a length ("make it 1:30").
 */
import { parseDuration } from './prompt-numbers.fns';
import { trimRequest } from './resize-request.fns';

export interface SpanIntent {
  kind: 'span';
  /** Seconds into the file; with `fromEnd`, seconds before its end. */
  from: number;
  /** Where it stops; the file's end when absent. */
  to?: number;
  /** "The last minute": `from` counts back from the end. */
  fromEnd?: boolean;
  /**
   * "The first 30 seconds" said of the footage ("of the video", "a clip of …"). Said alone, it may
   * mean the edit on screen: with one to change, the planner keeps that much of it instead.
   */
  ofFootage: boolean;
  /** "From 1:00 to 2:00, but make it 30 seconds": a length said besides the times. */
  seconds?: number;
}

const clock = String.raw`\d{1,2}:[0-5]\d(?::[0-5]\d)?`;
const amount = String.raw`(?:\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?|half a)`;
const unit = String.raw`(?:seconds?|secs?|s|minutes?|mins?|m)\b`;
const time = String.raw`(${clock}|${amount}[\s-]*${unit})`;
const until = String.raw`\s*(?:to|and|until|till|through|-|–|—)\s*`;

/** "1:10" → 70, "1:02:03" → 3723, "40 seconds" → 40. */
function secondsOf(token: string): number | undefined {
  if (/^\d{1,2}:/.test(token)) return token.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return parseDuration(token);
}

const between = new RegExp(String.raw`\b(?:from|between)\s+(?:the\s+)?${time}${until}${time}`);
const clockRange = new RegExp(String.raw`(?:^|[^\d:])(${clock})${until}(${clock})(?![\d:])`);
const toTheEnd = new RegExp(
  String.raw`\b(?:from|after|starting (?:at|from)|start(?:ing)? at)\s+${time}\s*(?:to the (?:end|finish)|on(?:wards?)?\b|(?:un)?till? the end)|\beverything (?:after|from)\s+${time}`,
);
const fromStart = new RegExp(
  String.raw`\bfrom the (?:start|beginning|top)\s+(?:to|until|till|up to)\s+${time}|\b(?:everything|all|the part)\s+(?:up to|until|till|before)\s+${time}`,
);
const firstOrLast = new RegExp(
  String.raw`\bthe\s+(first|opening|last|final|closing)\s+(?:(${amount})[\s-]*)?(${unit})`,
);
const ofFootage =
  /\b(?:of|from|in)\s+(?:the|my|this)\s+(?:whole\s+|raw\s+|original\s+|full\s+)?(?:footage|video|recording|interview|file|upload|podcast|episode|talk|source|material)\b|\b(?:clip|reel|short|video|cut)\s+(?:of|from)\s+the\s+(?:first|opening|last|final|closing)\b/;
const takesOut = /\b(?:remove|cut out|take out|drop|delete|lose|get rid of|skip|leave out|without)\b/;

/** "A 20 second clip from 1:00 to 2:00": the length said outside the times, if any. */
function lengthBesides(p: string, times: RegExpExecArray): { seconds?: number } {
  const seconds = parseDuration(`${p.slice(0, times.index)} ${p.slice(times.index + times[0].length)}`);
  return seconds !== undefined && seconds > 0 ? { seconds } : {};
}

/** The stretch asked for in a lower-case prompt; undefined when none is. */
export function spanRequest(p: string): SpanIntent | undefined {
  if (takesOut.test(p)) return undefined;
  const range = between.exec(p) ?? clockRange.exec(p);
  if (range) {
    const [from, to] = [secondsOf(range[1]!), secondsOf(range[2]!)];
    return from !== undefined && to !== undefined
      ? { kind: 'span', from, to, ofFootage: true, ...lengthBesides(p, range) }
      : undefined;
  }
  const after = toTheEnd.exec(p);
  const from = after && secondsOf(after[1] ?? after[2]!);
  if (from !== undefined && from !== null) return { kind: 'span', from, ofFootage: true, ...lengthBesides(p, after!) };
  const before = fromStart.exec(p);
  const to = before && secondsOf(before[1] ?? before[2]!);
  if (to !== undefined && to !== null)
    return { kind: 'span', from: 0, to, ofFootage: true, ...lengthBesides(p, before!) };
  // "Keep just the first minute", "cut the last 10 seconds": the edit's ends (see trimRequest).
  const end = firstOrLast.exec(p);
  if (!end || trimRequest(p)) return undefined;
  const length = secondsOf(`${end[2] ?? 'one'} ${end[3]}`);
  if (!length) return undefined;
  const footage = ofFootage.test(p);
  return /^(first|opening)$/.test(end[1]!)
    ? { kind: 'span', from: 0, to: length, ofFootage: footage }
    : { kind: 'span', from: length, fromEnd: true, ofFootage: footage };
}
