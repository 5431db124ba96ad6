/**
 * Analysis with sentence meaning: the clauses topics are found over are embedded first (see
 * sentence-meaning.ts), then analysed. Without the model, analysis runs on words alone.
 */
import type { Logger } from 'pino';
import { analysePrepared, clauseTexts, prepareAnalysis } from './analyse';
import type { Analysis, SourceInput } from './analyse.types';
import { embedSentencesOrNone } from './sentence-meaning';

export async function analyseWithMeaning(
  sources: readonly SourceInput[],
  logger: Pick<Logger, 'warn'>,
): Promise<Analysis> {
  const prepared = prepareAnalysis(sources);
  return analysePrepared(prepared, await embedSentencesOrNone(clauseTexts(prepared), logger));
}
