/**
 * Words for scoring: lower case, punctuation dropped (apostrophes inside words kept:
 * "don't"), hyphens split words, numbers left as written ("1961" ≠ "nineteen sixty one").
 */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[-–—/]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}']/gu, '').replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

export interface WerResult {
  /** (substitutions + deletions + insertions) / reference words. */
  wer: number;
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceWords: number;
}

/** Word error rate by Levenshtein alignment over normalised words. */
export function wordErrorRate(reference: string, hypothesis: string): WerResult {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  // Rolling rows of (cost, S, D, I) keep memory at O(hypothesis length).
  type Cell = [cost: number, s: number, d: number, i: number];
  let prev: Cell[] = hyp.map((_, j) => [j + 1, 0, 0, j + 1]);
  prev.unshift([0, 0, 0, 0]);
  for (let i = 1; i <= ref.length; i++) {
    const row: Cell[] = [[i, 0, i, 0]];
    for (let j = 1; j <= hyp.length; j++) {
      const diag = prev[j - 1]!;
      const up = prev[j]!;
      const left = row[j - 1]!;
      const same = ref[i - 1] === hyp[j - 1];
      const options: Cell[] = [
        same ? [diag[0], diag[1], diag[2], diag[3]] : [diag[0] + 1, diag[1] + 1, diag[2], diag[3]],
        [up[0] + 1, up[1], up[2] + 1, up[3]],
        [left[0] + 1, left[1], left[2], left[3] + 1],
      ];
      row.push(options.reduce((a, b) => (b[0] < a[0] ? b : a)));
    }
    prev = row;
  }
  const [cost, substitutions, deletions, insertions] = prev[hyp.length]!;
  return {
    wer: ref.length ? cost / ref.length : hyp.length ? 1 : 0,
    substitutions,
    deletions,
    insertions,
    referenceWords: ref.length,
  };
}

/** Corpus WER: all errors over all reference words, so long utterances weigh more. */
export function corpusWordErrorRate(pairs: ReadonlyArray<{ reference: string; hypothesis: string }>): WerResult {
  const total = { wer: 0, substitutions: 0, deletions: 0, insertions: 0, referenceWords: 0 };
  for (const { reference, hypothesis } of pairs) {
    const r = wordErrorRate(reference, hypothesis);
    total.substitutions += r.substitutions;
    total.deletions += r.deletions;
    total.insertions += r.insertions;
    total.referenceWords += r.referenceWords;
  }
  const errors = total.substitutions + total.deletions + total.insertions;
  total.wer = total.referenceWords ? errors / total.referenceWords : 0;
  return total;
}
