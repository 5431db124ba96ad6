import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/http-error';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** U+0000, or a UTF-16 surrogate without its pair. */
const unstorable = (text: string): boolean => text.includes('\u0000') || loneSurrogate.test(text);

/** Whether any string (or key) in a parsed body, query or params is text PostgreSQL cannot store. */
export function containsUnstorableText(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (unstorable(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses a lone surrogate: a name,
 * prompt, feedback or id carrying one failed deep inside a query as a 500. No field of the API
 * has a use for either, so a request that carries one is refused at the door with 400 (after
 * the session hooks: a visitor still gets 401 first).
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if ([request.body, request.query, request.params].some(containsUnstorableText)) {
      throw badRequest('Text cannot contain NUL characters or unpaired UTF-16 surrogates.');
    }
  });
}
