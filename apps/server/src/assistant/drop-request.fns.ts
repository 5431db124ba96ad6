/**
 * Lines out of the targeted edit, by what they say: "take out the part about the boat", "cut the
 * last line", or all but a subject's lines ("keep only the part about flying"). The verb opens the
 * request or a clause of it: "a 90 second cut about bread" is a new edit.
 */
export type DropRequest = { kind: 'drop'; about: string } | { kind: 'drop'; line: 'first' | 'last' };

/** "Keep only the part about flying": the targeted edit plays just its lines about the subject. */
export interface KeepRequest {
  kind: 'keep';
  about: string;
}

const dropVerb = String.raw`(?:^|[,.;!?]\s*|\b(?:please|now|and|then|also|just|can you|could you|you)\s+)(?:take out|remove|drop|cut|lose|get rid of|leave out|skip)\s+`;
const dropAbout = new RegExp(
  `${dropVerb}(?:the\\s+|all\\s+|any\\s+)?(?:(?:part|parts|bit|bits|section|lines?|sentences?|stuff|anything|everything)\\s+)?(?:about|on|where (?:they|he|she|i|we) (?:talks? about|mentions?))\\s+(?:the\\s+)?(.+)`,
);
/** "Remove the theatre part", "lose that boring bit": a part named by its subject. */
const dropPart = new RegExp(
  `${dropVerb}(?:the|that|this)\\s+((?:[\\w'-]+\\s+){0,2}?[\\w'-]+)\\s+(?:part|parts|bit|bits|section|sections|segment|stuff)\\b`,
);
const dropLine = new RegExp(
  `${dropVerb}the\\s+(?:(first|opening|last|final|closing)\\s+(?:line|sentence|part|bit|section)|(intro|outro|ending))\\b`,
);

/** Whether the prompt asks to take lines about something out (it asks no question then). */
export const asksToDropAbout = (p: string) => dropAbout.test(p);

/** The subject a pattern's first group catches, without what the request goes on to ask (see intent.fns). */
type SubjectOf = (p: string, words: RegExp) => string | undefined;

/** The drop asked for in a lower-case prompt. */
export function dropRequest(p: string, subject: SubjectOf): DropRequest | undefined {
  const line = dropLine.exec(p);
  if (line) return { kind: 'drop', line: /^(first|opening|intro)$/.test(line[1] ?? line[2]!) ? 'first' : 'last' };
  const about = subject(p, dropAbout) ?? subject(p, dropPart);
  return about ? { kind: 'drop', about } : undefined;
}

/** "the part about X", "the lines where she talks about X", "the X bit": its subject, to the end of the clause. */
const editPart = String.raw`(?:the\s+|that\s+)?(?:(?:part|parts|bit|bits|section|sections|lines?|sentences?|stuff|segment)\s+(?:about|on|where (?:they|he|she|i|we|you) (?:talks? about|mentions?))\s+(?:the\s+)?(.+)|((?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:part|parts|bit|bits|section|segment|lines?|stuff)\b)`;

const keepPatterns = [
  // "Keep only the part about X", "leave just the X bit", "use only the lines about X"
  String.raw`\b(?:keep|leave|use)\s+(?:only|just)\s+${editPart}`,
  // "Only keep the lines about X", "just keep the flying part"
  String.raw`\b(?:only|just)\s+(?:keep|leave|use)\s+${editPart}`,
  // "Cut it down to just the plumbing bit", "trim it to only the part about X"
  String.raw`\b(?:cut|trim|bring|narrow|pare|boil)\s+(?:it|this|that)\s+(?:down\s+)?to\s+(?:just|only)\s+${editPart}`,
  // "Just the flying part", "only the part about X"
  String.raw`^(?:now\s+)?(?:just|only)\s+${editPart}\s*[.!?]*$`,
  // "Nothing but the part about X"
  String.raw`\bnothing but\s+${editPart}`,
  // "Make it only about flying", "keep it to flying"
  String.raw`\b(?:make|keep)\s+it\s+(?:only|just|all)\s+about\s+(?:the\s+)?(.+)`,
  String.raw`\bkeep\s+it\s+(?:only\s+|just\s+)?(?:to|on)\s+(?:the\s+)?(.+)`,
].map((pattern) => new RegExp(pattern));

/**
 * What names a kind of line or a length, not a subject: "keep only the best 3 lines", "the first
 * minute", "keep it to the point", "keep it on topic".
 */
const notASubject =
  /^(?:an?\s|\d|(?:first|last|opening|closing|final|strongest|strong|best|good|great|punchy|punchier|same|important|key|main|interesting|funny|funniest|short|shortest|one|two|three|four|five|few|top)\b|(?:point|topic|minimum|essentials?|basics|gist|brand|message|script|time|length)$)/;

/** The subject whose lines alone stay, in a lower-case prompt; undefined when none is asked. */
export function keepRequest(p: string, subject: SubjectOf): KeepRequest | undefined {
  for (const pattern of keepPatterns) {
    const m = pattern.exec(p);
    // A subject after "about" runs to where the request goes on ("…, 30 seconds"); "the X part" ends there.
    const about = (m?.[1] ? subject(p, pattern) : m?.[2])?.replace(/^the\s+/, '');
    if (about && !notASubject.test(about)) return { kind: 'keep', about };
  }
  return undefined;
}
