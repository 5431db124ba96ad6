import type { EditWord } from './edit';
import { framesToSeconds, rangeEnd } from './rational-time';
import { timelineCuts, type Timeline } from './timeline';

/**
 * Captions timed to the edit (record seconds), built from the words each clip keeps. A caption never
 * spans a cut: the picture changes there and a caption carried over reads as a glitch.
 */

export interface Caption {
  /** Record seconds from the timeline's first frame. */
  readonly start: number;
  readonly end: number;
  readonly lines: readonly string[];
  /** The clip's speaker label, when diarization gave one. */
  readonly speaker?: string;
}

export interface CaptionOptions {
  readonly maxCharsPerLine?: number;
  readonly maxLines?: number;
  /** Seconds. */
  readonly maxDuration?: number;
}

const DEFAULTS = { maxCharsPerLine: 42, maxLines: 2, maxDuration: 5 };
/** A pause shorter than this is bridged so captions don't blink off between phrases. */
const BRIDGE_SECONDS = 0.3;

interface TimedWord {
  text: string;
  start: number;
  end: number;
}

const endsSentence = (word: string) => /[.!?…]["'”’)]?$/.test(word);

function toLines(words: readonly TimedWord[], maxCharsPerLine: number): string[] {
  const lines: string[] = [];
  for (const { text } of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + text.length <= maxCharsPerLine)
      lines[lines.length - 1] = `${last} ${text}`;
    else lines.push(text);
  }
  return lines;
}

/** Two lines of about equal length read faster than a full line over a stray word. */
function balancedLines(words: readonly TimedWord[], maxCharsPerLine: number): string[] {
  const greedy = toLines(words, maxCharsPerLine);
  if (greedy.length !== 2) return greedy;
  const texts = words.map((w) => w.text);
  let best = greedy;
  let bestLongest = Math.max(...greedy.map((l) => l.length));
  for (let split = 1; split < texts.length; split++) {
    const lines = [texts.slice(0, split).join(' '), texts.slice(split).join(' ')];
    const longest = Math.max(...lines.map((l) => l.length));
    if (longest < bestLongest) [best, bestLongest] = [lines, longest];
  }
  return best;
}

const endsClause = (word: string) => /[,;:—–]["'”’)]?$/.test(word);

/**
 * Greedy filling; a caption ends at a sentence end or when the next word would not fit its lines or
 * duration. When it overflows, it ends at its last clause break if that keeps it at least half full,
 * so captions read as phrases.
 */
function groupWords(words: readonly TimedWord[], options: Required<CaptionOptions>): TimedWord[][] {
  const fits = (group: readonly TimedWord[]) =>
    toLines(group, options.maxCharsPerLine).length <= options.maxLines &&
    (group.at(-1) as TimedWord).end - (group[0] as TimedWord).start <= options.maxDuration;
  const groups: TimedWord[][] = [];
  let current: TimedWord[] = [];
  for (const word of words) {
    if (current.length && !fits([...current, word])) {
      const lastBreak = current.findLastIndex((w, i) => i < current.length - 1 && endsClause(w.text));
      if (lastBreak >= 0 && lastBreak + 1 >= current.length / 2 && fits([...current.slice(lastBreak + 1), word])) {
        groups.push(current.slice(0, lastBreak + 1));
        current = current.slice(lastBreak + 1);
      } else {
        groups.push(current);
        current = [];
      }
    }
    current.push(word);
    if (endsSentence(word.text)) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length) groups.push(current);
  return avoidOrphans(groups, fits);
}

/**
 * A sentence split by the duration limit can leave one or two words alone on the last caption
 * ("at all."); move words over from the caption before until the two are about even.
 */
function avoidOrphans(groups: TimedWord[][], fits: (group: readonly TimedWord[]) => boolean): TimedWord[][] {
  for (let i = 1; i < groups.length; i++) {
    const before = groups[i - 1] as TimedWord[];
    let after = groups[i] as TimedWord[];
    const joined = (w: TimedWord | undefined) => w && !endsSentence(w.text) && !endsClause(w.text);
    if (after.length > 2 || !joined(before.at(-1))) continue;
    while (before.length - 1 > after.length && joined(before.at(-1)) && fits([before.at(-1) as TimedWord, ...after])) {
      after = [before.pop() as TimedWord, ...after];
    }
    groups[i] = after;
  }
  return groups;
}

/** Words of the clip moved onto the record timeline; words mostly outside the cut are left out. */
function wordsOnRecord(
  words: readonly EditWord[],
  recordStart: number,
  recordEnd: number,
  sourceStart: number,
): TimedWord[] {
  return words
    .map((w) => ({
      text: w.text.trim(),
      start: recordStart + (w.start - sourceStart),
      end: recordStart + (w.end - sourceStart),
    }))
    .filter((w) => w.text && (w.start + w.end) / 2 >= recordStart && (w.start + w.end) / 2 < recordEnd)
    .map((w) => ({ ...w, start: Math.max(recordStart, w.start), end: Math.min(recordEnd, Math.max(w.end, w.start)) }));
}

/** Without word times, the text is spread over the clip in proportion to its length. */
function proportionalWords(text: string, recordStart: number, recordEnd: number): TimedWord[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const weight = tokens.reduce((sum, t) => sum + t.length + 1, 0);
  const perChar = (recordEnd - recordStart) / (weight || 1);
  let at = recordStart;
  return tokens.map((token) => {
    const start = at;
    at += (token.length + 1) * perChar;
    return { text: token, start, end: at };
  });
}

export function timelineCaptions(timeline: Timeline, options: CaptionOptions = {}): Caption[] {
  const settings = { ...DEFAULTS, ...options };
  const captions: Caption[] = [];
  for (const cut of timelineCuts(timeline)) {
    const clip = cut.primary;
    const transcript = clip.transcript;
    if (!transcript) continue;
    const recordStart = framesToSeconds(cut.recordRange.start, timeline.rate);
    const recordEnd = framesToSeconds(rangeEnd(cut.recordRange), timeline.rate);
    const sourceStart = framesToSeconds(clip.sourceRange.start, clip.media.rate);
    const words = transcript.words?.length
      ? wordsOnRecord(transcript.words, recordStart, recordEnd, sourceStart)
      : proportionalWords(transcript.text, recordStart, recordEnd);
    const groups = groupWords(words, settings);
    groups.forEach((group, i) => {
      const first = group[0] as TimedWord;
      const last = group.at(-1) as TimedWord;
      const next = groups[i + 1]?.[0];
      const end = next && next.start - last.end < BRIDGE_SECONDS ? next.start : last.end;
      if (end <= first.start) return;
      captions.push({
        start: first.start,
        end: Math.min(end, recordEnd),
        lines: balancedLines(group, settings.maxCharsPerLine),
        ...(transcript.speaker ? { speaker: transcript.speaker } : {}),
      });
    });
  }
  return captions;
}
