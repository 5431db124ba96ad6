import { z } from 'zod';

/** The import card's "Names and terms": words the transcriber should know (issue 11 item 3). */
export const vocabularyLimits = { maxTerms: 50, maxTermLength: 60 } as const;

export const vocabularyTermSchema = z
  .string()
  .trim()
  .min(1)
  .max(vocabularyLimits.maxTermLength, {
    error: `A name or term is at most ${vocabularyLimits.maxTermLength} characters.`,
  });

export const vocabularySchema = z
  .array(vocabularyTermSchema)
  .max(vocabularyLimits.maxTerms, { error: `At most ${vocabularyLimits.maxTerms} names and terms.` });

/**
 * The field's text → its terms: split at commas, semicolons and line breaks, spaces tidied,
 * repeats (in any case) dropped, overlong terms cut, at most `maxTerms`.
 */
export function parseVocabulary(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of text.split(/[,;\n\r]+/)) {
    const term = raw.replace(/\s+/g, ' ').trim().slice(0, vocabularyLimits.maxTermLength).trim();
    if (!term || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    terms.push(term);
    if (terms.length === vocabularyLimits.maxTerms) break;
  }
  return terms;
}

/** The terms as the field shows them. */
export const formatVocabulary = (terms: readonly string[]): string => terms.join(', ');
