/**
 * Captions a still through any OpenAI-compatible chat API that takes images (OpenAI, Ollama
 * with a vision model, llama.cpp server, vLLM): one short sentence an editor would write on a
 * B-roll log.
 */
export interface VisionCaptioner {
  caption(jpeg: Buffer, signal?: AbortSignal): Promise<string>;
}

export interface VisionOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const VISION_PROMPT =
  'You log B-roll for a video editor. Describe this frame in one short sentence (at most 20 words): ' +
  'the subject, the setting and the shot size. No preamble.';

/** The model's first sentence, without quotes or markdown, at most 200 characters. */
export function cleanCaption(text: string): string {
  const flat = text
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["']|["']$/g, '');
  const sentence = /^(.+?[.!?])["']?(\s|$)/.exec(flat)?.[1] ?? flat;
  const cut = sentence.length > 200 ? `${sentence.slice(0, 199).trimEnd()}…` : sentence;
  return cut && !/[.!?…]$/.test(cut) ? `${cut}.` : cut;
}

export function createVisionCaptioner(options: VisionOptions): VisionCaptioner {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async caption(jpeg, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 60_000);
      const res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0.2,
          max_tokens: 80,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text: VISION_PROMPT },
                { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } },
              ],
            },
          ],
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!res.ok) throw new Error(`vision model answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      const caption = typeof content === 'string' ? cleanCaption(content) : '';
      if (!caption) throw new Error('vision model gave no caption');
      return caption;
    },
  };
}

/** The captioner the configuration asks for, or none (offline descriptions only). */
export function visionFromConfig(config: {
  VISION_BASE_URL?: string;
  VISION_MODEL?: string;
  VISION_API_KEY?: string;
  LLM_TIMEOUT_SECONDS: number;
}): VisionCaptioner | undefined {
  if (!config.VISION_BASE_URL || !config.VISION_MODEL) return undefined;
  return createVisionCaptioner({
    baseUrl: config.VISION_BASE_URL,
    model: config.VISION_MODEL,
    apiKey: config.VISION_API_KEY,
    timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000,
  });
}
