/**
 * A tiny llama-architecture GGUF with seeded random weights, generated at test time: it loads and
 * runs through llama.cpp like any real model, so the local engine's plumbing (loading, grammar,
 * timeouts, answer checks) is tested end to end. It knows no language: what it writes is noise
 * that only the JSON-schema grammar turns into a well-formed answer.
 *
 * Left purely random, a greedy model tends to repeat one character inside a string until the
 * token limit. So the weights carry one bias: every token's embedding has a large constant in
 * its first dimension, and the output row of each `preferred` character reads that dimension,
 * most for the first. Where the grammar allows one of them, the model writes it: strings close
 * at once and lists end after one item, so a short, complete answer comes out quickly. Which
 * unit id it picks is still up to the random weights and the grammar.
 *
 * Tensor names and metadata keys follow llama.cpp's gguf-py (constants.py, MODEL_ARCH.LLAMA).
 */
import { writeFile } from 'node:fs/promises';
import { encodeGguf, type GgufTensor, type GgufValue } from './gguf-writer.test-support';
import { seeded } from '@otto/shared/seeded-random';

const sentencePieceSpace = '\u2581';
/** llama.cpp token types (gguf-py TokenType). */
const tokenType = { normal: 1, unknown: 2, control: 3, byte: 6 } as const;

export interface TinyLlamaShape {
  embedding: number;
  blocks: number;
  heads: number;
  feedForward: number;
  contextLength: number;
  seed: number;
  /** Characters the model writes whenever the grammar allows them, in order of preference. */
  preferred: string;
}

const defaults: TinyLlamaShape = {
  embedding: 32,
  blocks: 2,
  heads: 4,
  feedForward: 64,
  contextLength: 16_384,
  seed: 7,
  preferred: '"{]',
};

const steadyDimension = 10;
const preferenceStep = 0.6;

/** A sentencepiece ("llama") vocabulary: specials, the 256 byte fallbacks, the space piece and printable ASCII. */
function vocabulary(): { tokens: string[]; types: number[] } {
  const tokens = ['<unk>', '<s>', '</s>'];
  const types: number[] = [tokenType.unknown, tokenType.control, tokenType.control];
  for (let b = 0; b < 256; b++) {
    tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(tokenType.byte);
  }
  tokens.push(sentencePieceSpace);
  types.push(tokenType.normal);
  for (let c = 0x21; c <= 0x7e; c++) {
    tokens.push(String.fromCharCode(c));
    types.push(tokenType.normal);
  }
  return { tokens, types };
}

export function tinyLlamaGguf(shape: Partial<TinyLlamaShape> = {}): Buffer {
  const s = { ...defaults, ...shape };
  const { tokens, types } = vocabulary();
  const random = seeded(s.seed);
  // Roughly normal (sum of uniforms), scaled like a fresh initialisation.
  const matrix = (name: string, cols: number, rows: number, scale = 1 / Math.sqrt(cols)): GgufTensor => {
    const data = new Float32Array(cols * rows);
    for (let i = 0; i < data.length; i++) data[i] = (random() + random() + random() - 1.5) * 2 * scale;
    return { name, dims: rows === 1 ? [cols] : [cols, rows], data };
  };
  const ones = (name: string, n: number): GgufTensor => ({ name, dims: [n], data: new Float32Array(n).fill(1) });
  const n = s.embedding;
  const embeddings = matrix('token_embd.weight', n, tokens.length, 1);
  for (let t = 0; t < tokens.length; t++) embeddings.data[t * n] = steadyDimension;
  const output = matrix('output.weight', n, tokens.length);
  for (let t = 0; t < tokens.length; t++) {
    const rank = s.preferred.indexOf(tokens[t]!);
    output.data[t * n] = rank < 0 ? 0 : (s.preferred.length - rank) * preferenceStep;
  }
  const tensors: GgufTensor[] = [embeddings];
  for (let b = 0; b < s.blocks; b++) {
    tensors.push(
      ones(`blk.${b}.attn_norm.weight`, n),
      matrix(`blk.${b}.attn_q.weight`, n, n),
      matrix(`blk.${b}.attn_k.weight`, n, n),
      matrix(`blk.${b}.attn_v.weight`, n, n),
      matrix(`blk.${b}.attn_output.weight`, n, n),
      ones(`blk.${b}.ffn_norm.weight`, n),
      matrix(`blk.${b}.ffn_gate.weight`, n, s.feedForward),
      matrix(`blk.${b}.ffn_up.weight`, n, s.feedForward),
      matrix(`blk.${b}.ffn_down.weight`, s.feedForward, n),
    );
  }
  tensors.push(ones('output_norm.weight', n), output);
  const u32 = (value: number): GgufValue => ({ type: 'uint32', value });
  const metadata: Record<string, GgufValue> = {
    'general.architecture': { type: 'string', value: 'llama' },
    'general.name': { type: 'string', value: 'otto-tiny-test' },
    'llama.context_length': u32(s.contextLength),
    'llama.embedding_length': u32(n),
    'llama.block_count': u32(s.blocks),
    'llama.feed_forward_length': u32(s.feedForward),
    'llama.rope.dimension_count': u32(n / s.heads),
    'llama.attention.head_count': u32(s.heads),
    'llama.attention.head_count_kv': u32(s.heads),
    'llama.attention.layer_norm_rms_epsilon': { type: 'float32', value: 1e-5 },
    'llama.vocab_size': u32(tokens.length),
    'tokenizer.ggml.model': { type: 'string', value: 'llama' },
    'tokenizer.ggml.tokens': { type: 'array', of: 'string', value: tokens },
    'tokenizer.ggml.scores': { type: 'array', of: 'float32', value: tokens.map(() => 0) },
    'tokenizer.ggml.token_type': { type: 'array', of: 'int32', value: types },
    'tokenizer.ggml.unknown_token_id': u32(0),
    'tokenizer.ggml.bos_token_id': u32(1),
    'tokenizer.ggml.eos_token_id': u32(2),
    'tokenizer.ggml.add_bos_token': { type: 'bool', value: true },
    'tokenizer.ggml.add_eos_token': { type: 'bool', value: false },
  };
  return encodeGguf(metadata, tensors);
}

export async function writeTinyLlama(path: string, shape: Partial<TinyLlamaShape> = {}): Promise<string> {
  await writeFile(path, tinyLlamaGguf(shape));
  return path;
}
