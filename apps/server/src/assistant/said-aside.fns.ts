/**
 * A subject's word said in one line in the middle of a topic that says nothing else about it, as
 * a circumstance of that line, is said aside: "my grandson came in still in his karate suit" in a
 * talk about dominoes, "we shut early because of the fireworks" in one about a car wash. The topic
 * is about something else. A speaker names what they talk about as they start on it ("i work as a
 * dentist…"), comes back to it, or talks around it in related words; an aside does none of these.
 */
import { taggedLine } from '../analyse/noun-phrases.fns';
import { hitEvidence } from './word-support.fns';

/** What of a hit on the subject (matching.fns WordHit) tells an aside. */
interface Hit {
  kind: string;
  strength: number;
  passing?: true;
  heard: string;
  unit: { id: string; text: string };
}

export const asideRules = {
  /** A topic's opening lines, where a speaker names what they will talk about. */
  openingUnits: 2,
  /**
   * Related words elsewhere in the topic weigh less than this (hitEvidence): a passing mention
   * stands alone (unseen-k: 0–0.34), while a subject named once mid-topic is talked about around
   * it ("redundancy" beside the factory's closing, 0.63; "camping" beside tent and lake, 1.28).
   */
  leastAround: 0.5,
  /** How far back from the word its preposition may be ("for a charity skydiving weekend"). */
  prepositionReach: 4,
} as const;

/**
 * Whether the phrase at `preposition` is where the speaker does what they do: "i act with a theatre
 * company", "i sing tenor in a community choir" (the speaker, then a verb, shortly before it).
 */
function ownActivity(tokens: readonly string[], tags: readonly string[][], preposition: number): boolean {
  for (let i = preposition - 1; i >= Math.max(1, preposition - 3); i--)
    if (tokens[i - 1] === 'i' && tags[i]!.includes('Verb')) return true;
  return false;
}

/**
 * Whether the word is said in a prepositional phrase, the circumstance of its line ("in his karate
 * suit", "because of the fireworks", "on their way to the theme park"), not what the line is
 * about ("i rent an allotment", "i ran my first marathon", "my uncle is a thatcher") nor where the
 * speaker does what they do. "As" names a role, not a circumstance ("i work as a clerk"). Part of
 * speech comes from compromise, through noun-phrases.fns's tagged lines.
 */
export function inPrepositionalPhrase(line: string, word: string): boolean {
  const { tokens, tags } = taggedLine(line);
  const at = tokens.indexOf(word);
  for (let i = at - 1; at > 0 && i >= Math.max(0, at - asideRules.prepositionReach); i--) {
    const t = tags[i]!;
    if (t.includes('Preposition')) return tokens[i] !== 'as' && !ownActivity(tokens, tags, i);
    if (t.includes('Verb') || (t.includes('Pronoun') && !t.includes('Possessive'))) return false;
  }
  return false;
}

/**
 * Whether the subject's own words in a topic are all said in one line, not among its opening
 * lines, with little related around them, each in a prepositional phrase. Only words heard as
 * themselves count: a name heard as a sound-alike ("goodenberg") is what an editor searches for,
 * however briefly it is said.
 */
export function saidAside(hits: readonly Hit[], topicUnitIds: readonly string[]): boolean {
  const direct = hits.filter((h) => (h.kind === 'word' || h.kind === 'form') && !h.passing);
  const lines = new Set(direct.map((h) => h.unit.id));
  if (lines.size !== 1) return false;
  const [line] = lines;
  if (topicUnitIds.slice(0, asideRules.openingUnits).includes(line!)) return false;
  const around = hits.filter((h) => h.unit.id !== line).reduce((sum, h) => sum + hitEvidence(h), 0);
  return around < asideRules.leastAround && direct.every((h) => inPrepositionalPhrase(h.unit.text, h.heard));
}

/** The hits, those said aside marked as said in passing (see matching.fns passingStrength). */
export function markAside<H extends Hit>(
  hits: readonly H[],
  topicUnitIds: readonly string[],
  passingStrength: number,
): H[] {
  if (!saidAside(hits, topicUnitIds)) return [...hits];
  return hits.map((h) =>
    (h.kind === 'word' || h.kind === 'form') && !h.passing ? { ...h, passing: true, strength: passingStrength } : h,
  );
}
