/**
 * A local server that speaks the OpenAI chat-completions API, for testing the llm engine without
 * a model: it records each request and answers with the content the test hands it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
    };
  };
}

export async function startChatServer(answer: (req: ChatRequest) => { status?: number; content: string }) {
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request: ChatRequest = {
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'],
      };
      requests.push(request);
      const { status = 200, content } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        status === 200
          ? JSON.stringify({
              id: `chatcmpl-${requests.length}`,
              object: 'chat.completion',
              model: request.body.model,
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
            })
          : JSON.stringify({ error: { message: content } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
