/**
 * The editor's changes to a story card before approving it: the chapters in their new order,
 * each with its (possibly new) title, dropped ones kept aside so they can come back.
 */
export interface DraftChapter {
  /** Its place in the card as Otto proposed it. */
  chapter: number;
  title: string;
  duration: number;
  dropped: boolean;
}

export const draftOf = (chapters: readonly { title: string; duration: number }[]): DraftChapter[] =>
  chapters.map((c, i) => ({ chapter: i, title: c.title, duration: c.duration, dropped: false }));

/** Moves a chapter one place up (-1) or down (+1); at the ends nothing moves. */
export function move(draft: readonly DraftChapter[], index: number, by: -1 | 1): DraftChapter[] {
  const to = index + by;
  if (to < 0 || to >= draft.length) return [...draft];
  const next = [...draft];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const toggleDropped = (draft: readonly DraftChapter[], index: number): DraftChapter[] =>
  draft.map((c, i) => (i === index ? { ...c, dropped: !c.dropped } : c));

export const rename = (draft: readonly DraftChapter[], index: number, title: string): DraftChapter[] =>
  draft.map((c, i) => (i === index ? { ...c, title } : c));

/** What "Approve" sends: the kept chapters in order; a blank title keeps Otto's. */
export function approval(draft: readonly DraftChapter[], original: readonly { title: string }[]) {
  return draft
    .filter((c) => !c.dropped)
    .map((c) => ({ chapter: c.chapter, title: c.title.trim() || original[c.chapter]!.title }));
}

/** The length of the cut the kept chapters make. */
export const keptDuration = (draft: readonly DraftChapter[]): number =>
  draft.filter((c) => !c.dropped).reduce((sum, c) => sum + c.duration, 0);
