/**
 * The local engine's plumbing cost, on the tiny random GGUF the tests write (a real model is
 * slower by its size; this measures what Otto adds around llama.cpp): model load, then answers to
 * one prompt over the readings transcript, p50 of RUNS, and the tokens per second they imply.
 * Run: node --import tsx bench/local-llm.bench.ts  (LLM_THREADS=n to set threads; default 1)
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { getLlama } from 'node-llama-cpp';
import { analyseTranscripts } from '../apps/server/src/analyse/analyse';
import { readingsWords, sourceOf } from '../apps/server/src/analyse/analyse.test-support';
import { modelRequest } from '../apps/server/src/assistant/llm-prompt';
import { localModelTransport, unloadLocalModels } from '../apps/server/src/assistant/local-model';
import { writeTinyLlama } from '../apps/server/src/assistant/tiny-llama.test-support';
import { makeTempDir } from '../apps/server/src/transcribe/transcribe.test-support';

const RUNS = 5;
const threads = Number(process.env.LLM_THREADS ?? 1);
const temp = await makeTempDir('otto-llm-bench-');
const modelPath = await writeTinyLlama(join(temp.dir, 'tiny-llama.gguf'));
const analysis = analyseTranscripts([
  sourceOf('77777777-7777-4777-8777-777777777777', await readingsWords(), { filename: 'readings.wav' }),
]);
const request = modelRequest('Give me the best line', analysis, { mode: 'standard' });
const transport = localModelTransport({ modelPath, threads, gpuLayers: 0, maxTokens: 1024 });

let t0 = performance.now();
await transport.load();
const loadMs = performance.now() - t0;

const samples: number[] = [];
let answer = '';
for (let i = 0; i <= RUNS; i++) {
  t0 = performance.now();
  answer = await transport.complete(request, AbortSignal.timeout(120_000));
  if (i > 0) samples.push(performance.now() - t0);
}
samples.sort((a, b) => a - b);
const p50 = samples[Math.floor(samples.length / 2)]!;

// Token counts from the same vocabulary (the chat template adds a few more to the prompt).
const llama = await getLlama({ gpu: false, build: 'never' });
const model = await llama.loadModel({ modelPath });
const promptTokens = model.tokenize(request.system + request.user).length;
const answerTokens = model.tokenize(answer).length;
await model.dispose();
await llama.dispose();
await unloadLocalModels();
await temp.cleanup();

console.log(`threads ${threads}, model load ${loadMs.toFixed(0)} ms`);
console.log(`prompt ${promptTokens} tokens, answer ${answerTokens} tokens: ${answer.replace(/\s+/g, ' ')}`);
console.log(
  `answer p50 ${p50.toFixed(0)} ms over ${RUNS} runs = ${(((promptTokens + answerTokens) / p50) * 1000).toFixed(0)} tokens/s (prompt + answer)`,
);
