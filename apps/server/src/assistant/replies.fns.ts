/**
 * Text answers built from the analysis: questions about the footage, and copy (titles,
 * descriptions, blog posts) assembled from its topics, key phrases and strongest lines.
 */
import type { Analysis, Topic, Unit } from '../analyse/analyse.types';
import { speakerLabel } from '@otto/shared/speakers';
import { capitalise, formatClock } from '../analyse/text.fns';
import type { QuestionKind, TextKind } from './intent.fns';
import { alsoSearched, findMentions, matchRules, subjectOf, type WordHit } from './matching.fns';

const unitById = (a: Analysis) => new Map(a.units.map((u) => [u.id, u]));
const filename = (a: Analysis, sourceId: string) =>
  a.sources.find((s) => s.sourceId === sourceId)?.filename ?? 'the footage';
const where = (a: Analysis, u: { sourceId: string; start: number }) =>
  a.sources.length > 1 ? `${formatClock(u.start)} in ${filename(a, u.sourceId)}` : formatClock(u.start);

/** The strongest lines, optionally of one topic. */
export function bestLines(a: Analysis, count: number, topic?: number): Unit[] {
  const byId = unitById(a);
  return a.quotable
    .map((id) => byId.get(id)!)
    .filter((u) => topic === undefined || u.topic === topic)
    .slice(0, count);
}

const quote = (u: Unit) => `“${capitalise(u.text.replace(/\s+/g, ' ').trim())}”`;
const hashtag = (phrase: string) =>
  `#${phrase
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map(capitalise)
    .join('')}`;

/** A question about the footage (those about the edit, and small talk, are answered in edit-summary.ts). */
export function answerQuestion(
  a: Analysis,
  question: Exclude<QuestionKind, 'edit' | 'small_talk'>,
  query?: string,
): string {
  if (a.units.length === 0)
    return a.sources.length === 0
      ? 'There is no footage in this project yet. Import a video or audio file with the import card, and I will answer from it once it is processed.'
      : 'I could not find any speech in this footage, so there is nothing to answer from yet.';
  switch (question) {
    case 'duration': {
      const lines = a.sources.map((s) => `• ${s.filename}: ${formatClock(s.durationSec)}`);
      return [
        `The footage runs ${formatClock(a.totalDuration)} in total, of which about ${formatClock(a.spokenDuration)} is speech (${a.units.length} sentences).`,
        ...(a.sources.length > 1 ? lines : []),
      ].join('\n');
    }
    case 'speakers': {
      // Speakers are numbered per file, so they are counted file by file.
      const perSource = a.sources.map((s) => {
        const seconds = new Map<number, number>();
        for (const w of s.words) if (w.speaker) seconds.set(w.speaker, (seconds.get(w.speaker) ?? 0) + w.end - w.start);
        return { source: s, seconds };
      });
      const labelled = perSource.filter((p) => p.seconds.size > 0);
      if (labelled.length > 0) {
        const several = labelled.filter((p) => p.seconds.size > 1);
        if (several.length === 0)
          return `I hear one voice ${a.sources.length === 1 ? 'throughout' : 'in each file'}: no second speaker, about ${formatClock(a.spokenDuration)} of speech.`;
        return several
          .map(({ source, seconds }) => {
            const who = [...seconds]
              .sort((x, y) => x[0] - y[0])
              .map(([n, sec]) => `${speakerLabel(n, a.speakerNames)} (${formatClock(sec)})`);
            return `I can tell ${seconds.size} speakers apart in ${source.filename}: ${who.join(', ')}.`;
          })
          .join('\n');
      }
      const first = bestLines(a, 1)[0] ?? a.units[0]!;
      return `The transcription doesn't label speakers, so I can't tell voices apart. Across ${a.sources.length === 1 ? 'this file' : `${a.sources.length} files`} someone speaks for about ${formatClock(a.spokenDuration)} — for example at ${where(a, first)}: ${quote(first)}`;
    }
    case 'mention': {
      const subject = subjectOf(query ?? '');
      const found = findMentions(a, subject);
      // Where the word itself is said, a word related to another of its senses ("love" for
      // "honey") is no answer to where it comes up: only near-synonyms and sound-alikes join it.
      const said = found.some((h) => h.kind === 'word' || h.kind === 'form');
      const hits = said ? found.filter((h) => h.kind !== 'related' || h.strength >= matchRules.nearSynonym) : found;
      if (hits.length === 0) {
        const also = alsoSearched(subject, 4);
        const topics = a.topics.map((t) => `${capitalise(t.label)} (${formatClock(t.start)})`).join(', ');
        return `I couldn't find “${query}”${also.length ? ` or anything like it (${also.join(', ')})` : ''} in the transcript, nor a word that sounds like it. The footage talks about: ${topics}.`;
      }
      const units = [...new Map(hits.map((h) => [h.unit.id, h])).values()].slice(0, 8);
      const how = (h: (typeof hits)[number]) =>
        h.kind === 'sounds_like' ? ` (heard as “${h.heard}”)` : h.kind === 'word' ? '' : ` (“${h.heard}”)`;
      const lines = units.map((h) => `• ${where(a, h)}${how(h)}: ${quote(h.unit)}`);
      return [mentionHeading(query ?? '', hits, units.length), ...lines].join('\n');
    }
    case 'about': {
      const topics = a.topics.map((t) => {
        const line = bestLines(a, 1, t.index)[0];
        return `${t.index + 1}. ${capitalise(t.label)} (${formatClock(t.start)}–${formatClock(t.end)})${line ? ` — ${quote(line)}` : ''}`;
      });
      const phrases = a.keyPhrases.slice(0, 6).map((p) => p.phrase);
      return [
        `This footage (${formatClock(a.totalDuration)}) covers ${a.topics.length} topic${a.topics.length === 1 ? '' : 's'}:`,
        ...topics,
        phrases.length ? `Key phrases: ${phrases.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join('\n');
    }
  }
}

/**
 * How the places were found: only a sound-alike may be the recogniser mishearing the word; a
 * related word ("verse" for poetry) is the speaker's own.
 */
function mentionHeading(query: string, hits: readonly WordHit[], places: number): string {
  if (hits.every((h) => h.kind === 'word'))
    return `“${query}” comes up ${hits.length} time${hits.length > 1 ? 's' : ''}:`;
  const related = hits.some((h) => h.kind === 'related' || h.kind === 'form');
  const sounds = hits.some((h) => h.kind === 'sounds_like');
  const how = [related ? 'a related word' : '', sounds ? 'a word that sounds like it' : '']
    .filter(Boolean)
    .join(' or ');
  return `I found ${places} place${places > 1 ? 's' : ''} about “${query}”, some by ${how}${sounds ? ' — the recogniser may have misheard it' : ''}:`;
}

/**
 * A key phrase to name beside a topic's label in a title, sharing no word with it ("Hives and
 * colony and colony" said one twice); none when the label already names two things.
 */
function pairedPhrase(t: Topic): string | undefined {
  const said = new Set(t.label.split(/\s+/));
  if (said.has('and')) return undefined;
  return t.keyPhrases.find((k) => !k.split(/\s+/).some((w) => said.has(w)));
}

/** At most this many topics are named in a line of copy; long footage has dozens. */
const topicsNamed = 6;

/** The labels of the longest topics, in the order they come, and how many more there are. */
function mainTopics(a: Analysis): string {
  const longest = new Set(
    a.topics
      .slice()
      .sort((x, y) => y.duration - x.duration || x.index - y.index)
      .slice(0, topicsNamed),
  );
  const named = a.topics.filter((t) => longest.has(t)).map((t) => t.label);
  const more = a.topics.length - named.length;
  return more > 0 ? `${named.join(', ')} — and ${more} more` : named.join(', ');
}

/** `count`: how many titles were asked for (SEO titles). */
export function writeText(a: Analysis, kind: TextKind, platform = 'social media', count?: number): string {
  if (a.units.length === 0) return 'There is no speech in this footage to write from yet.';
  const lines = bestLines(a, 6);
  const top = a.topics.slice().sort((x, y) => y.duration - x.duration)[0]!;
  const phrases = distinctPhrases(a).slice(0, 8);
  const lead = lines[0] ?? a.units[0]!;
  switch (kind) {
    case 'social_post': {
      const tags = phrases.slice(0, 5).map(hashtag).join(' ');
      // The title's line says what its topic label names, not another subject's best line.
      const titleLine = bestLines(a, 2, top.index).find((u) => u !== lead);
      return [
        `Title: ${capitalise(top.label)}${titleLine ? ` — ${shorten(titleLine.text, 8)}` : ''}`,
        '',
        `Description for ${capitalise(platform)}:`,
        `${quote(lead)}`,
        `In this video: ${mainTopics(a)}.`,
        tags,
      ].join('\n');
    }
    case 'seo_titles': {
      // The line's own topic names it: "Dairy: copper pipe is soldered…" paired two subjects.
      const leadTopic = a.topics.find((t) => t.index === lead.topic) ?? top;
      const titles = [
        `${capitalise(leadTopic.label)}: ${capitalise(shorten(lead.text, 9))}`,
        ...a.topics.slice(0, 3).map((t) => {
          const more = pairedPhrase(t);
          return `${capitalise(t.label)}${more ? ` and ${more}` : ''} explained`;
        }),
        `What you need to know about ${phrases[1] ?? top.label}`,
      ];
      const ideas = [...new Set(titles)].slice(0, count);
      return ['SEO-friendly title ideas:', ...ideas.map((t, i) => `${i + 1}. ${t}`)].join('\n');
    }
    case 'youtube_description': {
      // Chapters run on the whole footage played file after file, as an upload of it would.
      const offsets = new Map<string, number>();
      a.sources.reduce((at, s) => (offsets.set(s.sourceId, at), at + s.durationSec), 0);
      const byId = unitById(a);
      const chapters = a.topics.map((t, i) => {
        const first = byId.get(t.unitIds[0] ?? '');
        const at = i === 0 ? 0 : (offsets.get(first?.sourceId ?? '') ?? 0) + t.start;
        return `${formatClock(at)} ${capitalise(t.label)}`;
      });
      return [
        `${capitalise(shorten(lead.text, 14))}.`,
        '',
        `${capitalise(top.label)} and more: ${phrases.slice(0, 4).join(', ')}.`,
        '',
        'Chapters:',
        ...chapters,
        '',
        phrases.slice(0, 5).map(hashtag).join(' '),
      ].join('\n');
    }
    case 'blog_post': {
      const sections = a.topics.map((t) => {
        const picks = bestLines(a, 2, t.index);
        return [
          `## ${capitalise(t.label)}`,
          picks.map((u) => `${quote(u)} (${where(a, u)})`).join(' '),
          t.keyPhrases.length ? `Also covered: ${t.keyPhrases.slice(0, 3).join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join('\n');
      });
      return [
        `# ${capitalise(top.label)}: ${capitalise(shorten(lead.text, 8))}`,
        '',
        `This post follows the video through its ${a.topics.length} parts — ${mainTopics(a)}.`,
        '',
        ...sections.flatMap((s) => [s, '']),
        `## Takeaway`,
        `${quote(lead)} — the line that sums it up.`,
      ].join('\n');
    }
  }
}

/** Key phrases without one that another already holds ("carriage" after "sleeper carriage"). */
function distinctPhrases(a: Analysis): string[] {
  const kept: Array<{ phrase: string; stems: string[] }> = [];
  for (const p of a.keyPhrases) {
    const overlaps = (k: { stems: string[] }) =>
      p.stems.every((s) => k.stems.includes(s)) || k.stems.every((s) => p.stems.includes(s));
    if (!kept.some(overlaps)) kept.push(p);
  }
  return kept.map((p) => p.phrase);
}

function shorten(text: string, maxWords: number): string {
  const words = text.split(/\s+/);
  return words.length <= maxWords ? text : `${words.slice(0, maxWords).join(' ')}…`;
}
