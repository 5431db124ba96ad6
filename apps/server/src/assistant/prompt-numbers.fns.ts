/** Numbers in a prompt: lengths ("45-second", "half a minute") and topic numbers ("topics 1 and 2"). */
const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};

export const num = (token: string): number | undefined =>
  /^\d+(\.\d+)?$/.test(token) ? Number(token) : numberWords[token];

/**
 * "1:30", "make it 2:00": a length on the clock. Not a place ("the line at 1:30", "from 0:40 to
 * 1:10"), a time of day ("10:30 am") nor the vertical layout ("9:16").
 */
const clockLength =
  /(?<!\b(?:at|from|after|before|around|between|until|till|since|the)\s+|\d\s*(?:to|and|[-–])\s*)\b(\d{1,2}):([0-5]\d)\b(?!\s*(?:[-–]|to\s+\d|[ap]\.?m\b|:\d))/;

/** "45-second", "a 2 minute", "5 minutes", "1.5 min", "90s", "half a minute", "1:30". */
export function parseDuration(prompt: string): number | undefined {
  const p = prompt.toLowerCase();
  if (/half (a|an) minute/.test(p)) return 30;
  const clock = clockLength.exec(p);
  if (clock && clock[0] !== '9:16') return Number(clock[1]) * 60 + Number(clock[2]);
  for (const m of p.matchAll(
    /\b(\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)[\s-]*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)\b/g,
  )) {
    const value = num(m[1]!);
    // Single-letter units only right after digits ("90s"), so "this" is not "thi s".
    if (value === undefined || (m[2]!.length === 1 && !/^\d/.test(m[1]!))) continue;
    // "A second clip" is another clip: no one asks for a one-second edit.
    if (/^an?$/.test(m[1]!) && m[2]!.startsWith('s')) continue;
    // "the 1960s", "the 80s": a decade, not a length (a clip of 80 s is written "80 s" or "80-second").
    if (
      m[2] === 's' &&
      /^\d+$/.test(m[1]!) &&
      (value >= 1000 || (value % 10 === 0 && /\bthe\s+$/.test(p.slice(0, m.index))))
    )
      continue;
    const unit = m[2]!;
    return unit.startsWith('h') ? value * 3600 : unit.startsWith('m') ? value * 60 : value;
  }
  return undefined;
}

/** "the second topic", "the tenth chapter". */
export const ordinals: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** "topic 1", "topics 1 and 2", "topics 1, 2 and 3", "the second topic". */
export function parseTopicNumbers(prompt: string): number[] {
  const p = prompt.toLowerCase();
  const out: number[] = [];
  const list =
    /\btopics?\s+((?:#?\d+|one|two|three|four|five|six|seven|eight)(?:\s*(?:,|and|&|\+|or)\s*(?:#?\d+|one|two|three|four|five|six|seven|eight))*)/.exec(
      p,
    );
  if (list) for (const t of list[1]!.split(/\s*(?:,|and|&|\+|or)\s*/)) out.push(num(t.replace('#', ''))!);
  for (const m of p.matchAll(/\b(first|second|third|fourth|fifth|sixth|seventh|eighth) topic\b/g))
    out.push(ordinals[m[1]!]!);
  return [...new Set(out.filter((n) => Number.isInteger(n) && n > 0))];
}
