import type { Analysis } from '../analyse/analyse.types';
import { capitalise, formatClock, spokenList } from '../analyse/text.fns';
import type { Plan } from './assistant.types';
import type { Intent } from './intent.fns';
import { alsoSearched, type Subject, type TopicMatch, type WordHit } from './matching.fns';

/**
 * No edit when the footage does not talk about the subject: what was searched, where it is only
 * said in passing, and what is there — the topic nearest to it first, with the words that made
 * it near, for the editor to judge.
 */
export function noMatchPlan(
  analysis: Analysis,
  intent: Extract<Intent, { kind: 'clip' }>,
  subject: Subject,
  seconds: number | undefined,
  nearest?: TopicMatch,
  inPassing: readonly WordHit[] = [],
): Plan {
  const also = alsoSearched(subject);
  const searched = `“${intent.about}”${also.length ? ` (and ${also.join(', ')}…)` : ''}`;
  const found = inPassing.length
    ? `found it said only in passing (${spokenList(inPassing.slice(0, 2).map((h) => `${formatClock(h.start)}: “${capitalise(h.unit.text.trim())}”`))}), not talked about`
    : 'found nothing about it';
  const topics = analysis.topics.map(
    (t) => `${t.index + 1}. ${capitalise(t.label)} (${formatClock(t.start)}–${formatClock(t.end)})`,
  );
  const ask = (label: string) =>
    seconds !== undefined
      ? `Make a ${seconds}-second ${intent.social ? 'social ' : ''}clip about ${label}`
      : `Cut me a video about ${label}`;
  return {
    intent: intent.social ? 'social_clip' : 'clip',
    reply: [
      `I searched the transcript for ${searched} and ${found}, so I haven't made an edit — an off-topic clip would not be about ${intent.about}.`,
      topics.length ? `The footage talks about:\n${topics.join('\n')}` : '',
      nearestNote(analysis, nearest),
      'Pick one of these, or name a word that is said in the part you mean.',
    ]
      .filter(Boolean)
      .join('\n'),
    stories: [],
    suggestions: [
      ...new Set([...(nearest ? [analysis.topics[nearest.topic]!] : []), ...analysis.topics].map((t) => t.label)),
    ]
      .slice(0, 3)
      .map(ask),
  };
}

/** "The nearest is topic 3, “mare and stables”, where “mare”, “stables” and “trot” are said." */
function nearestNote(analysis: Analysis, nearest: TopicMatch | undefined): string {
  if (!nearest) return '';
  const t = analysis.topics[nearest.topic]!;
  const words = [...new Set([...nearest.hits].sort((a, b) => b.strength - a.strength).map((h) => h.heard))].slice(0, 3);
  const said = words.map((w) => `“${w}”`);
  const where = said.length
    ? `where ${spokenList(said)} ${said.length > 1 ? 'are' : 'is'} said`
    : 'whose lines come nearest to it in meaning';
  return `The nearest is topic ${t.index + 1}, “${t.label}” (${formatClock(t.start)}–${formatClock(t.end)}), ${where} — it may be what you mean.`;
}
