/**
 * "Turn this into a YouTube Short", "make it a reel", "cut a TikTok out of this": the targeted edit
 * at a short-form length (a minute or less unless a length is said); its vertical layout is picked
 * when exporting. Without an edit yet, a fresh clip of that length.
 */
import { parseDuration } from './prompt-numbers.fns';

export interface ShortFormIntent {
  kind: 'short';
  /** The most it may run: the length said, else a minute. */
  seconds: number;
  /** How the editor named the form: "YouTube Short", "Reel", "TikTok", "vertical video". */
  form: string;
}

/** A minute or less: what YouTube Shorts, Reels and TikToks are usually cut to. */
export const shortFormSeconds = 60;

const platform = String.raw`(?:youtube|yt|instagram|insta|ig|facebook|fb|tiktok|tik tok|snapchat)`;
const form = String.raw`((?:${platform}\s+)?(?:shorts?|reels?|tiktoks?|tik toks?)|vertical (?:video|clip|version|edit))`;
const length = String.raw`(?:\d+(?:\.\d+)?[\s-]*(?:seconds?|secs?|s|minutes?|mins?)[\s-]+)?`;
/** "Make it a short clip about kayaking" asks for a new clip of a subject. */
const notOfASubject = String.raw`(?!\s+(?:clip\s+|video\s+)?(?:about|on|of|with|where|that|which)\b)`;
const edit = String.raw`(?:it|this|that|(?:the|this|that|my|your) (?:edit|clip|cut|rough[\s-]?cut|video|story|one))`;

const asks: readonly RegExp[] = [
  // "Turn this into a YouTube Short", "cut it down to a 30 second reel", "make the rough cut into a TikTok".
  new RegExp(
    String.raw`\b(?:turn|make|convert|cut|edit|adapt|reformat|change|trim|shorten|get)\s+${edit}\s+(?:down\s+)?(?:into|to|as|for)\s+(?:an?\s+)?${length}${form}\b${notOfASubject}`,
  ),
  // "Make it a YouTube short".
  new RegExp(String.raw`\b(?:make|turn)\s+${edit}\s+(?:an?\s+)?${length}${form}\b${notOfASubject}`),
  // "Cut a reel out of this", "make a short from the rough cut".
  new RegExp(
    String.raw`\b(?:make|cut|get|create|pull)\s+(?:me\s+)?(?:an?\s+)?${length}${form}\s+(?:out of|from)\s+${edit}`,
  ),
  // "I want this as a reel", "post it as a short".
  new RegExp(String.raw`\b${edit}\s+as\s+(?:an?\s+)?${length}${form}\b${notOfASubject}`),
];

const named = (said: string) =>
  said
    .replace(/\b(?:yt|youtube)\b/, 'YouTube')
    .replace(/\b(?:insta|ig|instagram)\b/, 'Instagram')
    .replace(/\b(?:fb|facebook)\b/, 'Facebook')
    .replace(/\btik ?toks?\b/, 'TikTok')
    .replace(/\bsnapchat\b/, 'Snapchat')
    .replace(/\bshorts?\b/, 'Short')
    .replace(/\breels?\b/, 'Reel');

/** The short-form request in a lower-case prompt; undefined when none is. */
export function shortFormRequest(p: string): ShortFormIntent | undefined {
  for (const pattern of asks) {
    const m = pattern.exec(p);
    // "Find the part about sailing and make it a reel": "it" is the part just named, a new clip.
    if (!m || /\b(?:about|part|bit|section|moment)\b/.test(p.slice(0, m.index))) continue;
    const seconds = parseDuration(m[0]) ?? shortFormSeconds;
    return { kind: 'short', seconds, form: named(m[1]!) };
  }
  return undefined;
}
