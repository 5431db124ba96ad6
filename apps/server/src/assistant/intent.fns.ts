/**
 * Prompt → intent: a small keyword grammar with numbers. It reads what the spec's suggestions
 * and an editor's usual asks look like; anything else becomes a topic search over the footage.
 */
import { alternativeRequest, type AlternativeIntent } from './alternative.fns';
import { chapterRequest, chapterRequestIn, type ChapterRequest } from './chapter-request.fns';
import { asksToDropAbout, dropRequest, keepRequest, type DropRequest, type KeepRequest } from './drop-request.fns';
import { lineRequest, type LineRequest } from './line-request.fns';
import { addRequest, moveRequest, type AddRequest, type MoveRequest } from './move-request.fns';
import { num, parseDuration, parseTopicNumbers } from './prompt-numbers.fns';
import { outlinePartRequest, partResize, type PartResize } from './part-request.fns';
import { resizeBy, trimRequest, type ResizeIntent, type TrimIntent } from './resize-request.fns';
import { shortFormRequest, type ShortFormIntent } from './short-form.fns';
import { spanRequest, type SpanIntent } from './span-request.fns';
import { namesAStory } from './story-named.fns';
import { namesOnlyTone, toneAsked } from './tone.fns';

export type TextKind = 'social_post' | 'blog_post' | 'seo_titles' | 'youtube_description';
/**
 * 'edit': a question about the edit on screen that asks for no change ("what did I change?");
 * 'small_talk': a greeting or thanks.
 */
export type QuestionKind = 'about' | 'duration' | 'speakers' | 'mention' | 'edit' | 'small_talk';

export type Intent =
  | { kind: 'question'; question: QuestionKind; query?: string }
  | { kind: 'text'; text: TextKind; platform?: string; count?: number }
  /** The strongest line first, or last ("end stronger"). */
  | { kind: 'hook'; at?: 'end' }
  | { kind: 'clean' }
  /** A relative change to the targeted edit: shorter, longer, by some seconds, or to a length ("a 30 s version"). */
  | ResizeIntent
  /** "Remove the last 10 seconds": that much off one end of the targeted edit. */
  | TrimIntent
  /** Lines out of the targeted edit: those about a subject, or its first or last. */
  | DropRequest
  /** All but a subject's lines out of the targeted edit ("keep only the part about flying"). */
  | KeepRequest
  /** "Remove chapter 2", "move chapter 3 to the start", "rename chapter 1 to …" (see chapter-request.fns). */
  | ChapterRequest
  /** Lines of the targeted edit by their place ("swap the first two lines", "remove the third sentence"). */
  | LineRequest
  /** A part of the targeted edit played first or last ("move the plumbing part to the start"). */
  | MoveRequest
  /** The passage about a subject added to the targeted edit ("add the part about kayaking at the end"). */
  | AddRequest
  /** Several changes in one request ("remove the ums and cut the last line"), made in turn. */
  | { kind: 'steps'; steps: FollowUp[]; outside?: OutsideAsk[] }
  /** What an edit cannot be asked for in the chat (it is an export, or not Otto's to do): said where it is. */
  | { kind: 'outside'; ask: OutsideAsk; also?: OutsideAsk[] }
  /** A stretch of the footage by its times ("from 0:40 to 1:10", "the last minute"). */
  | SpanIntent
  | ShortFormIntent
  | AlternativeIntent
  /** `parts`: "a rough cut with a shorter intro", those parts of the outline changed as asked. */
  | { kind: 'rough_cut'; seconds?: number; parts?: PartResize[] }
  | { kind: 'topics'; topics: number[]; combine: boolean; seconds?: number }
  | {
      kind: 'clip';
      seconds?: number;
      about?: string;
      social: boolean;
      /** "…with a strong hook": the clip opens on its strongest line, social or not. */
      hook?: boolean;
      /** Asked with the clip but done elsewhere: "a vertical clip about sailing with captions". */
      outside?: OutsideAsk[];
      /** "Three clips for reels": that many clips, each a passage of its own (2–10). */
      count?: number;
      /** "The funniest moment": a tone the words cannot show (see tone.fns). */
      tone?: string;
    };

export type FollowUp = Extract<
  Intent,
  { kind: 'hook' | 'clean' | 'resize' | 'trim' | 'drop' | 'keep' | 'lines' | 'move' | 'add' | 'chapter' }
>;
export type OutsideAsk = 'vertical' | 'captions' | 'audio' | 'undo' | 'export' | 'broll' | 'translate';

/**
 * Where a subject ends and the rest of the request goes on: "beekeeping, 30 secs", "sailing for
 * Instagram", "sailing and make it a reel"; not inside a list ("honey, geese and dough").
 */
const subjectEnd =
  /\s*(?:[;(]|,(?!\s*(?:the\s+)?\w+(?:\s+\w+)?\s*(?:,|\band\b|\bor\b|&))|\band (?:make|cut|turn|put|export|use|keep|add|download|render)\b|\bwith (?:a |an |some |the )?(?:\w+ )?(?:hook|opening|captions?|subtitles?|b[\s-]?roll|cutaways?|music)\b|\b(?:in|as a|as) (?:vertical|portrait|9\s*[:x×/]\s*16)\b|\bfor (?:instagram|tiktok|youtube|linkedin|twitter|facebook|x|social(?: media)?|reels?|shorts?|stories)\b|\b\d+(?:\.\d+)?\s*(?:secs?|seconds?|mins?|minutes?)\b)/;

/** The subject after "about", "on" or "mention(s)", without trailing filler. */
function subject(prompt: string, words: RegExp): string | undefined {
  const m = words.exec(prompt);
  const s = m?.[1]
    ?.split(subjectEnd)[0]!
    .replace(/[?.!]+$/, '')
    .replace(/\b(please|for me|in the (video|footage|clip))\b/gi, '')
    .trim();
  return s ? s : undefined;
}

const asksAQuestion = (p: string) => /^(?:what|why|how|which|who|is|are|was|were|do|does|did|should|would)\b/.test(p);
const smallTalkWords = String.raw`(?:hi|hello|hey|hiya|thanks|thank you|thx|cheers|great|cool|nice|ok|okay|perfect|awesome|amazing|good job|well done|love it|looks good|that's great|otto|there|so much|a lot|you)`;
const smallTalk = new RegExp(String.raw`^${smallTalkWords}(?:[\s,!.]+${smallTalkWords})*[\s!.]*$`);
/** Words that ask for an edit even in a question ("what are the best moments?"). */
const namesAnEdit =
  /\b(?:clips?|reels?|shorts?|videos?|cuts?|highlights?|best|strongest|funniest|moments?|quotes?|soundbites?|parts?|teasers?|promos?|tiktoks?|make|give)\b/;

/** "Make a short clip where she talks about her bees": an edit is asked for, not a question. */
const asksForEdit = (p: string) =>
  /\b(make|cut|create|build|turn|give me|pull|put together)\b[^.?!]*\b(clip|reel|shorts?|video|teaser|promo|edit|highlights?)\b/.test(
    p,
  );

export function parseIntent(prompt: string, mode: string): Intent {
  const p = prompt.trim().toLowerCase();

  // "Remove chapter 2", "drop topic 3", "rename chapter 1 to …": a change to the edit's chapters,
  // not a new edit of a topic.
  const chapterAsk = chapterRequestIn(prompt.trim());
  if (chapterAsk)
    return (
      withChangesBefore(chapterAsk.request, p.slice(0, chapterAsk.index)) ?? followUpSteps(p) ?? chapterAsk.request
    );

  // "Why did you cut the first line?" asks for a reason, never for a change.
  if (/^why\b/.test(p)) return { kind: 'question', question: 'edit' };
  if (smallTalk.test(p)) return { kind: 'question', question: 'small_talk' };
  if (/\b(blog|article)\b/.test(p)) return { kind: 'text', text: 'blog_post' };
  if (/\bseo\b/.test(p) || (/\btitles\b/.test(p) && !/instagram|tiktok|linkedin/.test(p))) {
    // "Suggest 3 titles": that many.
    const before = /((?:\S+\s+){0,2})titles\b/.exec(p)?.[1]?.trim().split(/\s+/) ?? [];
    const count = before.map(num).find((n) => n !== undefined);
    return { kind: 'text', text: 'seo_titles', ...(count && count >= 1 && count <= 10 ? { count } : {}) };
  }
  // "Create chapters", "give me timestamps": the YouTube description carries them.
  if (
    (/\b(youtube)\b/.test(p) && /\b(description|caption)\b/.test(p)) ||
    (/\b(chapters|timestamps)\b/.test(p) && !/\b(cut|clip|remove|drop|rough)\b/.test(p))
  )
    return { kind: 'text', text: 'youtube_description' };
  const platform = /\b(instagram|tiktok|linkedin|twitter|facebook|x)\b/.exec(p)?.[1];
  if (
    /\b(title|description|caption|post)\b/.test(p) &&
    (platform || /\b(title|description|write|draft|suggest)\b/.test(p))
  )
    return { kind: 'text', text: 'social_post', platform: platform ?? 'social media' };

  // "Find the best soundbites about pricing" (A-roll logs): the quotes themselves, as an edit.
  const bites = subject(p, /\b(?:sound\s?bites?|quotes?)\b.*?\b(?:about|on|regarding)\s+(?:the\s+)?(.+)/);
  if (bites) return { kind: 'clip', seconds: parseDuration(p), about: bites, social: false };
  const mention = subject(
    p,
    /\b(?:where|when)\b.*?\b(?:mention(?:s|ed)?|talk(?:s|ed)? about|say(?:s)?|said|discuss(?:es|ed)?)\s+(.+)/,
  );
  // "Remove the bit where she talks about the queen" (or add it, or move it) changes an edit; it asks no question.
  const edit =
    asksForEdit(p) || asksToDropAbout(p) || Boolean(addRequest(p) ?? moveRequest(p) ?? keepRequest(p, subject));
  if (mention && !edit) return { kind: 'question', question: 'mention', query: mention };
  const find = subject(p, /^(?:find|search(?: for)?|locate)\s+(?:where\s+)?(.+)/);
  // "Find the 3 best moments": clips, not a search for the words.
  if (find && !edit && !clipCount(p).count && !namesOnlyTone(find))
    return { kind: 'question', question: 'mention', query: find };
  if (/\bhow long\b|\bduration\b|\blength of\b/.test(p) && !/\b(cut|make|clip)\b/.test(p))
    return { kind: 'question', question: 'duration' };
  if (/\bwho\b.*\b(speak|speaks|speaking|talk|talks|talking|in (it|this|the video)|on camera)\b|\bspeakers?\b/.test(p))
    return { kind: 'question', question: 'speakers' };
  if (
    /\b(what|which|summar)\w*\b.*\b(about|summary|summarize|summarise|topics?|say)\b|^summar|\b(takeaways|key points|main points)\b|\b(list|show)\b.*\btopics\b/.test(
      p,
    ) &&
    !/\b(cut|make|clip|edit)\b/.test(p)
  )
    return { kind: 'question', question: 'about' };

  const reshaped = shortFormRequest(p) ?? (clipCount(p).count ? undefined : alternativeRequest(p));
  if (reshaped) return reshaped;
  // "Make the opening 5 seconds shorter", "make chapter 2 shorter": a part of the edit, not footage times or topic 2.
  const resizesPart =
    /\brough[\s-]?cut\b/.test(p) && !/\b(the|this|that|my)\s+rough[\s-]?cut\b/.test(p) ? undefined : partResize(p);
  if (resizesPart) return resizesPart;
  const span = /\brough[\s-]?cut\b/.test(p) ? undefined : spanRequest(p);
  if (span) return span;

  // Explicit requests win over follow-up heuristics: a rough cut is always cut from the footage,
  // and a new clip or topic edit is new, whatever edit came before.
  const seconds = parseDuration(p);
  // …unless it names the rough cut there is to change: "make the rough cut shorter".
  const changesRoughCut = /\b(the|this|that|my)\s+rough[\s-]?cut\b/.test(p) && followUpIntent(p, seconds);
  if (changesRoughCut && changesRoughCut.kind === 'resize') return changesRoughCut;
  if (/\brough[\s-]?cut\b|\bassembly\b|\bselects?\b/.test(p)) return roughCutRequest(p);
  const topics = parseTopicNumbers(p);
  if (topics.length === 0 && !asksForNewClip(p)) {
    const steps = followUpSteps(p);
    if (steps) return steps;
    // A change first: "remove the part about the music" is lines out, not the sound.
    const followUp = followUpIntent(p, seconds);
    if (followUp) {
      // "Make it 9:16 and 30 seconds": the change, and where the layout is picked.
      const rest = 'about' in followUp ? p.replace(followUp.about, ' ') : p;
      const outside = outsideAsks(rest).filter((ask) => ask !== 'undo');
      return outside.length ? { kind: 'steps', steps: [followUp], outside } : followUp;
    }
    // "Export the sailing part", "add captions to the part about sailing": a clip, then where.
    const outside = outsideAsk(p);
    if (outside && !(askedOfSubject.includes(outside) && clipSubject(p))) {
      // "Add subtitles and make it vertical": each ask gets its answer.
      const also = outsideAsks(p).slice(1);
      return { kind: 'outside', ask: outside, ...(also.length && { also }) };
    }
  }
  if (mode === 'rough_cut' && !/\bclip\b|\bsocial\b/.test(p)) return roughCutRequest(p);

  if (topics.length > 0) {
    const combine = topics.length === 1 || /\b(combin\w*|together|one video|single|mix)\b/.test(p);
    return { kind: 'topics', topics, combine, seconds };
  }

  // "What did I change?": a question that asks for no edit gets an answer, not a highlights clip.
  if (asksAQuestion(p) && !clipSubject(p) && !namesAnEdit.test(p)) return { kind: 'question', question: 'edit' };

  const social =
    mode === 'social_media' ||
    /\b(social|reels?|shorts?|tiktoks?|instagram|clips?|teasers?|promos?|vertical|portrait)\b|\b9\s*[:x×/]\s*16\b/.test(
      p,
    );
  const tone = toneAsked(p);
  const asked = clipSubject(p);
  const about = tone && asked && namesOnlyTone(asked) ? undefined : asked;
  // What is asked besides the subject: "a clip about the music" asks nothing of the sound.
  const outside = outsideAsks(about ? p.replace(about, ' ') : p).filter((ask) => ask !== 'undo');
  return {
    kind: 'clip',
    seconds,
    about,
    social,
    ...(tone && !about ? { tone } : {}),
    ...(/\bhook\b/.test(p) ? { hook: true } : {}),
    ...(outside.length ? { outside } : {}),
    ...clipCount(p),
  };
}

/**
 * "Three short clips", "5 reels", "a few TikToks", "the 3 best moments": how many clips, when more
 * than one ("some clips": three). A number of seconds or minutes is a length ("two minute
 * clips"), not a count.
 */
function clipCount(p: string): { count?: number } {
  const m =
    /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?|several)(?![\s-]*(?:s|secs?|seconds?|mins?|minutes?|hours?|hrs?)\b)\s+(?:[\w-]+\s+){0,3}?(?:clips|reels|shorts|tiktoks|videos|teasers|promos|moments|highlights)\b/.exec(
      p,
    );
  // "Make some clips for TikTok", "cut me reels": several, as many as a few.
  if (
    !m &&
    /\b(?:make|cut|create|give|get|pull)\s+(?:me\s+|us\s+)?(?:some\s+)?(?:[\w-]+\s+){0,2}?(?:clips|reels|shorts|tiktoks)\b/.test(
      p,
    )
  )
    return { count: 3 };
  if (!m) return {};
  const count = /^a couple/.test(m[1]!) ? 2 : /^(a few|several)$/.test(m[1]!) ? 3 : num(m[1]!);
  return count !== undefined && count >= 2 ? { count: Math.min(10, count) } : {};
}

/** Asks that, made with a subject, are a clip of it and a word on where the ask is done. */
const askedOfSubject: readonly OutsideAsk[] = ['export', 'vertical', 'captions'];

/** "a clip about sailing", "the part where she talks about bread", "export the sailing part". */
const clipSubject = (p: string) =>
  subject(
    p,
    /\b(?:about|on|regarding|covering|around|same for|where (?:they|he|she|i|we) (?:talks? about|discuss(?:es)?|mentions?))\s+(?:the\s+)?(.+)/,
  ) ?? subject(p, /\bthe\s+((?:\w+\s+){0,2}?\w+)\s+(?:part|bit|section|segment)\b/);

/**
 * "Make it vertical", "add captions", "clean up the audio", "undo that", "export it": asked of an
 * edit, yet not a change the chat makes to it (a layout or captions are chosen at export).
 */
const outsideAskPatterns: ReadonlyArray<[OutsideAsk, (p: string) => boolean]> = [
  [
    'undo',
    (p) =>
      /^(?:please\s+)?(?:undo|revert)\b|\b(?:undo|revert) (?:that|it|this|the last)\b|\bgo back to the (?:previous|last|old|earlier) (?:one|version|edit)\b|^go back\W*$/.test(
        p,
      ),
  ],
  ['vertical', (p) => /\b(vertical|portrait|9\s*[:x×/]\s*16|9 by 16)\b/.test(p)],
  // "Write a caption" asks for copy (a social post), not captions on the video.
  ['captions', (p) => /\b(captions?|subtitles?|srt)\b/.test(p) && !/\b(write|draft|suggest)\b/.test(p)],
  [
    'audio',
    (p) =>
      /\b(audio|sound|noise|hiss|hum|echo|levels?|volume|loudness|music)\b/.test(p) &&
      /\b(clean|fix|improve|enhance|reduce|remove|normali[sz]e|boost|lower|raise|balance|denoise|louder|quieter|add)\b/.test(
        p,
      ),
  ],
  ['export', (p) => /\b(export|download|render)\b/.test(p)],
  ['broll', (p) => /\bb[\s-]?roll\b|\bcutaways?\b|\bstock footage\b/.test(p)],
  [
    'translate',
    (p) =>
      /\btranslat\w*|\bdub(bed|bing)?\b|\b(in|into|to) (spanish|french|german|italian|portuguese|chinese|japanese|korean|arabic|hindi|russian|dutch|polish|turkish|another language)\b/.test(
        p,
      ),
  ],
];

const outsideAsks = (p: string): OutsideAsk[] => outsideAskPatterns.filter(([, asks]) => asks(p)).map(([ask]) => ask);
const outsideAsk = (p: string): OutsideAsk | undefined => outsideAsks(p)[0];

/**
 * "Remove the ums and cut the last line", "make it shorter, then add a hook": every clause a
 * change to the edit, or an ask made elsewhere ("make it shorter and add captions"). Undefined
 * unless there are two or more clauses, each one of those, and one a change ("remove the ums and
 * long pauses" is one clean-up; "the part about boats and bikes" one subject).
 */
function followUpSteps(p: string): Extract<Intent, { kind: 'steps' }> | undefined {
  const clauses = p
    .split(/\s*(?:[,;]\s*(?:and\s+)?(?:then\s+)?|\.\s+|\s+and\s+(?:then\s+)?(?:also\s+)?|\s+then\s+)/)
    .filter(Boolean);
  if (clauses.length < 2) return undefined;
  const steps: FollowUp[] = [];
  const outside: OutsideAsk[] = [];
  for (const clause of clauses) {
    const step = followUpIntent(clause, parseDuration(clause));
    const elsewhere = step ? undefined : outsideAsk(clause);
    if (step) steps.push(step);
    else if (elsewhere) outside.push(elsewhere);
    else return undefined;
  }
  if (steps.length === 0) return undefined;
  return { kind: 'steps', steps, ...(outside.length ? { outside } : {}) };
}

/**
 * "Drop chapter 2 and rename chapter 3 to The end": a new title runs to the end of the request,
 * so the changes asked before it are read on their own. Undefined when nothing is asked before.
 */
function withChangesBefore(last: ChapterRequest, before: string): Intent | undefined {
  const rest = before.replace(/(?:[\s,;.]|\b(?:and|then|also)\b)+$/, '');
  if (last.kind !== 'chapter' || last.change !== 'rename' || !rest) return undefined;
  const earlier = followUpSteps(rest) ?? followUpIntent(rest, parseDuration(rest));
  if (!earlier || earlier.kind === 'steps') return earlier && { ...earlier, steps: [...earlier.steps, last] };
  return { kind: 'steps', steps: [earlier, last] };
}

/** "make a 30 s social clip", "cut me a new reel": a new edit, not a change to the last one. */
const asksForNewClip = (p: string) =>
  (/\b(a|an|another|new|second|minute)\b[^.?!]*\b(clip|reel|short|teaser|promo|video)s?\b/.test(p) ||
    clipCount(p).count !== undefined) &&
  !/\b(version|make it|of it|of this)\b/.test(p) &&
  // "Make the second clip shorter", "add a hook to clip 3": a clip there is.
  !namesAStory(p);

/** Changes to the targeted edit: a hook, a clean-up, lines out, or a length relative to it. */
function followUpIntent(p: string, seconds: number | undefined): FollowUp | undefined {
  const chapter = chapterRequest(p);
  if (chapter) return chapter;
  // Before parts by subject: "start with the second line" names a place, not a subject.
  const byPlace = lineRequest(p);
  if (byPlace) return byPlace;
  const move = moveRequest(p);
  if (move) return move;
  const add = addRequest(p);
  if (add) return add;
  const line = dropRequest(p, subject);
  if (line && 'line' in line) return line;
  // Before the hook: "make the opening shorter" is the opening's length, not a new opening line.
  const part = partResize(p);
  if (part) return part;
  if (
    /\b(?:end|finish|close)\s+(?:it\s+)?(?:stronger|better|on a (?:high|strong|good|better|punchy)|with a (?:bang|punch|strong|good|better|punchy))|\b(?:strong|stronger|better|punchier|good|different|new|another)\s+(?:ending|end|close|closer|finish|outro|last line)\b|\b(?:(?:don'?t|do not) (?:like|love)|hate|change|fix|improve|redo)\s+(?:the\s+)?(?:ending|end|outro|last line)\b/.test(
      p,
    )
  )
    return { kind: 'hook', at: 'end' };
  if (
    /\bhook\b|\bopening\b|\bpunchier\b|\bgrab attention\b|\b(start|open|begin)\s+(it\s+)?with\b|\b(?:(?:don'?t|do not) (?:like|love)|hate|change|fix|improve|redo)\s+(?:the\s+)?(?:start|beginning|intro|first line)\b(?!\s+(?:time|point|at|to)\b)/.test(
      p,
    )
  )
    return { kind: 'hook' };
  if (
    /\b(ums?|uhs?|fillers?|filler words|pauses?|silences?|dead air|breaths?)\b/.test(p) &&
    /\b(remove|cut|take out|drop|clean|get rid|without|tighten|no|edit out|strip|lose)\b/.test(p)
  )
    return { kind: 'clean' };
  // "Remove the last 10 seconds", "drop the boring parts": lengths, not subjects.
  const byLength = trimRequest(p) ?? resizeBy(p);
  if (byLength) return byLength;
  const only = keepRequest(p, subject);
  if (only) return only;
  if (line) return line;
  // A length said outright ("half a minute long") is that length, not a share.
  if (seconds === undefined && /\bhalf\b.*\b(length|as long|long)\b|\bhalve\b|\bby half\b/.test(p))
    return { kind: 'resize', direction: 'to', share: 0.5 };
  if (seconds === undefined && /\b(twice|double)\b.*\b(long|length)\b|\bdouble it\b/.test(p))
    return { kind: 'resize', direction: 'to', share: 2 };
  if (seconds !== undefined && /\b(under|below|less than|no (more|longer) than|at most|max(imum)?|within)\b/.test(p))
    return { kind: 'resize', direction: 'to', seconds, atMost: true };
  if (
    seconds !== undefined &&
    // "Make the second clip 20 seconds": that clip, to that length.
    (namesAStory(p) ||
      /\bversion\b|\b(make|cut|trim|bring|get|shorten)\s+(it|this|that)\b|\bdown to\b|\b(trim|cut|shorten|bring|take)\s+(it\s+|this\s+|that\s+)?to\b/.test(
        p,
      ))
  )
    return { kind: 'resize', direction: 'to', seconds };
  if (/\b(tighter|snappier|tighten (it|this|that)( up)?)\b/.test(p))
    return { kind: 'resize', direction: 'shorter', tight: true };
  if (/\b(shorter|shorten|trim it|cut it down|too long)\b/.test(p)) return { kind: 'resize', direction: 'shorter' };
  if (/\b(longer|lengthen|extend|too short)\b/.test(p)) return { kind: 'resize', direction: 'longer' };
  return undefined;
}

/** A rough cut of the footage, its length, and a part of its outline changed as asked. */
function roughCutRequest(p: string): Intent {
  const asked = outlinePartRequest(p);
  const seconds = parseDuration(asked?.rest ?? p);
  return { kind: 'rough_cut', seconds, ...(asked && { parts: asked.parts }) };
}
