/**
 * Burned-in captions as an ASS subtitle file (libass draws them in ffmpeg's `ass` filter).
 * Captions come from the timeline's own grouping (`timelineCaptions`), so burned-in captions read
 * like the SRT export; each caption is then split into one Dialogue line per spoken word, so the
 * word being spoken is drawn in the active colour and the rest in the inactive colour.
 */
import { framesToSeconds, rangeEnd, timelineCaptions, timelineCuts, type Caption, type Timeline } from '@otto/timeline';

export interface CaptionColours {
  outlineColor: string;
  activeColor: string;
  inactiveColor: string;
}

export interface RecordWord {
  text: string;
  /** Record seconds from the edit's first frame. */
  start: number;
  end: number;
}

/** One caption with its words, ready to draw: lines hold indexes into `words`. */
export interface CaptionCue {
  start: number;
  end: number;
  words: RecordWord[];
  /** Word indexes per line; empty words lists fall back to `text`. */
  lines: number[][];
  text: string[];
}

export interface AssOptions {
  width: number;
  height: number;
  colours: CaptionColours;
  vertical: boolean;
}

/** Shorter lines on a vertical frame: a phone shows fewer characters per line at a readable size. */
export const captionLineLength = (vertical: boolean): number => (vertical ? 24 : 42);

/** The edit's words moved onto record time (as the timeline's captions place them). */
export function recordWords(timeline: Timeline): RecordWord[] {
  const words: RecordWord[] = [];
  for (const cut of timelineCuts(timeline)) {
    const clip = cut.primary;
    const recordStart = framesToSeconds(cut.recordRange.start, timeline.rate);
    const recordEnd = framesToSeconds(rangeEnd(cut.recordRange), timeline.rate);
    const sourceStart = framesToSeconds(clip.sourceRange.start, clip.media.rate);
    for (const w of clip.transcript?.words ?? []) {
      const text = w.text.trim();
      const start = recordStart + (w.start - sourceStart);
      const end = recordStart + (w.end - sourceStart);
      const mid = (start + end) / 2;
      if (!text || mid < recordStart || mid >= recordEnd) continue;
      words.push({ text, start: Math.max(recordStart, start), end: Math.min(recordEnd, Math.max(start, end)) });
    }
  }
  return words;
}

/** Pairs each caption with the words inside it, keeping the caption's own line breaks. */
export function captionCues(captions: readonly Caption[], words: readonly RecordWord[]): CaptionCue[] {
  return captions.map((caption) => {
    const inside = words.filter((w) => {
      const mid = (w.start + w.end) / 2;
      return mid >= caption.start && mid < caption.end;
    });
    const counts = caption.lines.map((line) => line.split(/\s+/).filter(Boolean).length);
    const total = counts.reduce((a, b) => a + b, 0);
    // Captions spread from text alone (no word times) have no words to light up.
    if (total !== inside.length || total === 0) {
      return { start: caption.start, end: caption.end, words: [], lines: [], text: [...caption.lines] };
    }
    let next = 0;
    const lines = counts.map((n) => Array.from({ length: n }, () => next++));
    return { start: caption.start, end: caption.end, words: inside, lines, text: [...caption.lines] };
  });
}

/** The cues of a timeline: captions grouped for the frame's shape, each with its words. */
export function timelineCaptionCues(timeline: Timeline, vertical: boolean): CaptionCue[] {
  const captions = timelineCaptions(timeline, { maxCharsPerLine: captionLineLength(vertical), maxLines: 2 });
  return captionCues(captions, recordWords(timeline));
}

/** '#RRGGBB' → ASS '&H00BBGGRR' (alpha first, 00 = opaque, then blue, green, red). */
export function assColour(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #RRGGBB colour: ${hex}`);
  return `&H00${m[3]}${m[2]}${m[1]}`.toUpperCase();
}

/** ASS time: H:MM:SS.cc (centiseconds). */
export function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

/** Braces start override blocks and backslashes escapes in ASS: spoken words never need either. */
const assText = (text: string): string => text.replace(/[{}\\]/g, '').replace(/\n/g, ' ');

export interface CaptionStyle {
  fontSize: number;
  outline: number;
  marginV: number;
  marginH: number;
}

/**
 * Sizes relative to the frame: about 6.5 % of the height on a landscape frame (47 px at 720p),
 * placed in the lower third; on a vertical frame bigger type (relative to the width) raised to
 * about a quarter from the bottom, where phone apps leave room for their own buttons.
 */
export function captionStyle(width: number, height: number, vertical: boolean): CaptionStyle {
  const fontSize = Math.round(vertical ? width * 0.075 : height * 0.065);
  return {
    fontSize,
    outline: Math.max(1, Math.round(fontSize * 0.08)),
    marginV: Math.round(vertical ? height * 0.25 : height * 0.08),
    marginH: Math.round(width * 0.06),
  };
}

function dialogueText(cue: CaptionCue, active: number | null, colours: CaptionColours): string {
  if (cue.words.length === 0) return cue.text.map(assText).join('\\N');
  const on = `{\\1c${assColour(colours.activeColor)}}`;
  const off = `{\\1c${assColour(colours.inactiveColor)}}`;
  return cue.lines
    .map((line) =>
      line
        .map((i) => (i === active ? `${on}${assText(cue.words[i]!.text)}${off}` : assText(cue.words[i]!.text)))
        .join(' '),
    )
    .join('\\N');
}

/**
 * Dialogue events of one cue: before the first word all words are inactive; from each word's start
 * until the next word's start (the last until the cue ends) that word is active.
 */
export function cueEvents(cue: CaptionCue, colours: CaptionColours): { start: number; end: number; text: string }[] {
  if (cue.words.length === 0) return [{ start: cue.start, end: cue.end, text: dialogueText(cue, null, colours) }];
  const events: { start: number; end: number; text: string }[] = [];
  const first = cue.words[0]!;
  if (first.start - cue.start >= 0.01)
    events.push({ start: cue.start, end: first.start, text: dialogueText(cue, null, colours) });
  cue.words.forEach((word, i) => {
    const start = i === 0 ? Math.max(cue.start, word.start) : word.start;
    const end = cue.words[i + 1]?.start ?? cue.end;
    if (end - start >= 0.01) events.push({ start, end, text: dialogueText(cue, i, colours) });
  });
  return events;
}

/** The whole .ass file: one style sized for the frame, then the events of every cue. */
export function buildAss(cues: readonly CaptionCue[], options: AssOptions): string {
  const { width, height, colours, vertical } = options;
  const style = captionStyle(width, height, vertical);
  const transparent = colours.outlineColor === 'transparent';
  const outline = transparent ? '&HFF000000' : assColour(colours.outlineColor);
  const styleLine = [
    'Default',
    'DejaVu Sans',
    style.fontSize,
    assColour(colours.inactiveColor),
    assColour(colours.activeColor),
    outline,
    outline,
    -1, // bold
    0,
    0,
    0,
    100,
    100,
    0,
    0,
    1, // border style: outline + shadow
    transparent ? 0 : style.outline,
    0,
    2, // alignment: bottom centre
    style.marginH,
    style.marginH,
    style.marginV,
    1,
  ].join(',');
  const events = cues.flatMap((cue) =>
    cueEvents(cue, colours).map((e) => `Dialogue: 0,${assTime(e.start)},${assTime(e.end)},Default,,0,0,0,,${e.text}`),
  );
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: ${styleLine}`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}
