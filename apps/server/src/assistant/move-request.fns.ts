/**
 * "Move the plumbing part to the start", "put the camping bit first", "end on the line about the
 * mountains": a part of the targeted edit played elsewhere in it. Only a named part moves: "start
 * with the strongest line" is a hook (see intent.fns), not a part.
 */
export interface MoveRequest {
  kind: 'move';
  about: string;
  to: 'start' | 'end';
}

/** "Add the part about kayaking at the end": the subject's passage joins the edit (see add-lines.ts). */
export interface AddRequest {
  kind: 'add';
  about: string;
  /** Where it plays; where it comes in the footage when not said. */
  to?: 'start' | 'end';
}

/** "the part about X", "the lines where she talks about X", "the X bit": the part's subject. */
const part = String.raw`(?:the\s+|that\s+)?(?:(?:part|parts|bit|bits|section|sections|lines?|sentences?|stuff|segment)\s+(?:about|on|where (?:they|he|she|i|we|you) (?:talks? about|mentions?))\s+(?:the\s+)?(.+?)|((?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:part|bit|section|segment|lines?|stuff))`;
const toStart = String.raw`(?:to the (?:start|beginning|front|top)|first|at the (?:start|beginning|front|top)|up front)`;
const toEnd = String.raw`(?:to the (?:end|back|bottom)|last|at the end)`;
const moveVerb = String.raw`\b(?:move|put|bring|place|shift|have)\s+`;

const patterns: ReadonlyArray<[RegExp, MoveRequest['to']]> = [
  [new RegExp(`${moveVerb}${part}\\s+${toStart}\\b`), 'start'],
  [new RegExp(`${moveVerb}${part}\\s+${toEnd}\\b`), 'end'],
  [
    new RegExp(
      String.raw`\b(?:start|open|begin|lead)\s+(?:it\s+|the (?:edit|clip|video)\s+)?(?:with|on)\s+${part}\s*[.!?]*$`,
    ),
    'start',
  ],
  [
    new RegExp(
      String.raw`\b(?:end|finish|close)\s+(?:it\s+|the (?:edit|clip|video)\s+)?(?:with|on)\s+${part}\s*[.!?]*$`,
    ),
    'end',
  ],
];

/** The move asked for, in a lower-case prompt; undefined when none is. */
export function moveRequest(p: string): MoveRequest | undefined {
  for (const [pattern, to] of patterns) {
    const m = pattern.exec(p);
    const about = (m?.[1] ?? m?.[2])?.replace(/^the\s+/, '').trim();
    // "End with a strong line" names a kind of line, not a part.
    if (
      about &&
      !/^(?:an?\s|(?:first|last|opening|closing|final|strongest|strong|best|good|great|punchy|punchier|same)\b)/.test(
        about,
      )
    )
      return { kind: 'move', about, to };
  }
  return undefined;
}

const addVerb = String.raw`\b(?:add|include|put in|bring in|throw in)\s+(?:back\s+|in\s+)?`;
/** "the part about X", "a line about X", "something about X", "the X bit". */
const addPart = String.raw`(?:(?:the|a|an|some|that)\s+)?(?:(?:part|parts|bit|bits|section|segment|lines?|sentences?|stuff|moment|quote|something|anything)\s+(?:about|on|where (?:they|he|she|i|we|you) (?:talks? about|mentions?))\s+(?:the\s+)?(.+?)|((?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:part|bit|section|segment))`;
const addPatterns: ReadonlyArray<[RegExp, AddRequest['to']]> = [
  [new RegExp(`${addVerb}${addPart}\\s+(?:at|to)\\s+the\\s+(?:start|beginning|front|top)\\s*[.!?]*$`), 'start'],
  [new RegExp(`${addVerb}${addPart}\\s+(?:at|to)\\s+the\\s+(?:end|back|bottom)\\s*[.!?]*$`), 'end'],
  [new RegExp(`${addVerb}${addPart}(?:\\s+(?:too|as well|also|back))?\\s*[.!?]*$`), undefined],
];

/** The addition asked for, in a lower-case prompt; undefined when none is. */
export function addRequest(p: string): AddRequest | undefined {
  for (const [pattern, to] of addPatterns) {
    const m = pattern.exec(p);
    const about = (m?.[1] ?? m?.[2])?.replace(/^the\s+/, '').trim();
    if (about) return { kind: 'add', about, ...(to && { to }) };
  }
  return undefined;
}
