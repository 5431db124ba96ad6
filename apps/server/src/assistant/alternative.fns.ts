/**
 * "Use a different clip", "give me another one", "try again": an edit like the targeted one, made
 * of lines it does not use (see alternative.ts). A new clip of a subject ("another clip about
 * kayaking") or a different opening or ending is asked elsewhere.
 */
import { parseDuration } from './prompt-numbers.fns';

export interface AlternativeIntent {
  kind: 'alternative';
  /** "Another 30 second one": that length, else the targeted edit's own. */
  seconds?: number;
}

const other = String.raw`(?:different|another|other|new|alternative|fresh)`;
const thing = String.raw`(?:one|clip|version|option|take|edit|cut|selection|choice|pick|try)`;
const asks: readonly RegExp[] = [
  // "Use a different clip", "give me another one", "show me another option", "another 30 second clip".
  new RegExp(
    String.raw`(?<!\b(?:the|this|that|my)\s+)\b${other}\s+(?:\d+(?:\.\d+)?[\s-]*(?:seconds?|secs?|s|minutes?|mins?)[\s-]+)?${thing}\b(?!\s+(?:about|on|of|from|where|with|without|but|minus|except|that|which|so)\b)`,
  ),
  /^(?:please\s+)?(?:try again|try another|retry|redo it|do it again|something else|anything else)\b/,
  /\b(?:pick|choose|use|find|try)\s+(?:some\s+)?(?:other|different)\s+(?:lines|moments|bits|parts|sentences|quotes)\b/,
];

/** The request for an alternative in a lower-case prompt; undefined when none is. */
export function alternativeRequest(p: string): AlternativeIntent | undefined {
  if (!asks.some((pattern) => pattern.test(p))) return undefined;
  const seconds = parseDuration(p);
  return { kind: 'alternative', ...(seconds !== undefined && { seconds }) };
}
