/** A caption as the recorder notes it: what happens from `t` (recording seconds) on. */
export interface CaptionMark {
  t: number;
  text: string;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Each caption runs until the next one starts, the last until the video ends. */
export function cuesFrom(marks: readonly CaptionMark[], map: (t: number) => number, duration: number): Cue[] {
  const sorted = [...marks].sort((a, b) => a.t - b.t);
  return sorted.map((mark, i) => ({
    start: map(mark.t),
    end: i + 1 < sorted.length ? map(sorted[i + 1]!.t) : duration,
    text: mark.text,
  }));
}

/** 83.5 → '00:01:23.500' */
export function vttTimestamp(seconds: number): string {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

export function webvtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
