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

/** Multicam: which camera (1-based) shows a stretch of a segment, in main-audio seconds. */
export interface EditCamBlock {
  readonly camera: number;
  readonly start: number;
  readonly end: number;
}

export interface EditStory {
  readonly index: number;
  readonly title: string;
  readonly segments: readonly EditSegment[];
  /** Multicam: one per segment, in order; the segments then are main-audio times. */
  readonly textBlocks?: readonly { readonly camBlocks: readonly EditCamBlock[] }[];
  /** Become sequence markers, so the editor sees the outline on the timeline ruler. */
  readonly chapters?: readonly EditChapter[];
}

/** Spec §3 layouts; the "_no_captions" variants edit the same way and differ only when rendering. */
export type Layout = 'original' | 'original_no_captions' | 'vertical' | 'vertical_no_captions';

export function isVerticalLayout(layout: Layout): boolean {
  return layout === 'vertical' || layout === 'vertical_no_captions';
}
