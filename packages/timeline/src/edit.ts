/**
 * The slice of the edit document (spec: container → stories → segments) the timeline conversion reads.
 * Declared here, not imported from @otto/shared, so the conversion stays decoupled from API schemas:
 * any object with these fields converts.
 */

export interface EditWord {
  readonly text: string;
  /** Source seconds. */
  readonly start: number;
  readonly end: number;
}

export interface EditSegment {
  readonly sourceId: string;
  /** Source seconds. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly words?: readonly EditWord[];
  /** Who says it, as the project labels that speaker ("Speaker 2", "Anna"); absent when unknown. */
  readonly speaker?: string;
}

/** An outline beat of a long edit (rough cuts): it begins at segment `firstSegment` of its story. */
export interface EditChapter {
  readonly title: string;
  readonly firstSegment: number;
}

export interface EditStory {
  readonly index: number;
  readonly title: string;
  readonly segments: readonly EditSegment[];
  /** Become sequence markers, so the editor sees the outline on the timeline ruler. */
  readonly chapters?: readonly EditChapter[];
}

/** Spec §3 layouts; the "_no_captions" variants edit the same way and differ only when rendering. */
export type Layout = 'original' | 'original_no_captions' | 'vertical' | 'vertical_no_captions';

export function isVerticalLayout(layout: Layout): boolean {
  return layout === 'vertical' || layout === 'vertical_no_captions';
}
