import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type BlockList, type LookupFunction } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import { isAllowedAddress } from './outbound-address';

/** Every address a host name resolves to (the system resolver by default; a stub in tests). */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface OutboundPolicy {
  /** Plain http (OUTBOUND_ALLOW_HTTP): off by default, for self-hosters' own services and tests. */
  allowHttp: boolean;
  /** Private addresses the operator allows (OUTBOUND_ALLOW_PRIVATE); everything else private is refused. */
  allowPrivate: BlockList;
  resolve?: Resolver;
  /** No byte for this long (connecting, waiting for headers, reading the body): the call fails. */
  idleTimeoutMs?: number;
  maxRedirects?: number;
}

export type OutboundErrorCode =
  'blocked_url' | 'blocked_address' | 'too_many_redirects' | 'timeout' | 'too_large' | 'network';

/** Why an outbound call was refused or broke off; never carries the request's headers. */
export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundRequest {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The most body bytes this call may bring; more fails the body stream with 'too_large'. */
  maxBytes?: number;
  /** The whole call, body included, must be over within this. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  /** Where the last redirect led. */
  url: string;
  headers: IncomingMessage['headers'];
  /** Size-bounded; fails with an OutboundError when the limits are passed. */
  body: Readable;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

export type GuardedFetch = (url: string, request?: OutboundRequest) => Promise<OutboundResponse>;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** Credentials meant for one origin never follow a redirect to another. */
const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];
const defaultTextBytes = 4 * 1024 * 1024;

/**
 * The one client for every outbound call the server makes on a user's behalf (cloud imports,
 * provider APIs): https only unless allowed, redirects followed by hand with every hop checked,
 * each host resolved, every address checked and the connection made to the checked address
 * itself (no second lookup an attacker's DNS could answer differently), bounded in time and size.
 */
export function createGuardedFetch(policy: OutboundPolicy): GuardedFetch {
  const resolve = policy.resolve ?? systemResolver;
  const idleTimeoutMs = policy.idleTimeoutMs ?? 30_000;
  const maxRedirects = policy.maxRedirects ?? 5;

  function checkUrl(url: URL) {
    if (url.protocol === 'https:') return;
    if (url.protocol === 'http:' && policy.allowHttp) return;
    throw new OutboundError('blocked_url', `Only https links can be imported (got ${url.protocol}//${url.host}).`);
  }

  function checkAddress(host: string, address: string) {
    if (!isAllowedAddress(address, policy.allowPrivate)) {
      throw new OutboundError('blocked_address', `${host} points at a private or local address, which is not allowed.`);
    }
  }

  /** Resolves, refuses the host if any of its addresses is private, and hands the connection only checked ones. */
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        try {
          if (addresses.length === 0) throw new OutboundError('network', `${hostname} has no address.`);
          for (const a of addresses) checkAddress(hostname, a.address);
        } catch (error) {
          callback(error as NodeJS.ErrnoException, '', 0);
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses.filter((a) => wanted === 0 || a.family === wanted);
        if (options.all) (callback as (e: null, a: typeof usable) => void)(null, usable);
        else callback(null, usable[0]?.address ?? '', usable[0]?.family ?? 4);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };

  function requestOnce(url: URL, request: OutboundRequest, signal: AbortSignal): Promise<IncomingMessage> {
    checkUrl(url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address never goes through lookup: check it here.
    if (isIP(host) !== 0) checkAddress(host, host);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolvePromise, reject) => {
      const req = client.request(
        url,
        {
          method: request.method ?? 'GET',
          headers: request.headers,
          lookup: guardedLookup,
          signal,
          // A fresh connection per call: a pooled socket would skip the address check.
          agent: false,
        },
        resolvePromise,
      );
      req.setTimeout(idleTimeoutMs, () =>
        req.destroy(new OutboundError('timeout', `No answer from ${url.host} within ${idleTimeoutMs / 1000} s.`)),
      );
      req.on('error', (error) => reject(asOutboundError(error, url)));
      req.end(request.body);
    });
  }

  return async function guardedFetch(rawUrl, request = {}) {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new OutboundError('blocked_url', 'This is not a valid link.');
    }
    const deadline = request.timeoutMs ? AbortSignal.timeout(request.timeoutMs) : undefined;
    const signals = [request.signal, deadline].filter((s): s is AbortSignal => s !== undefined);
    const signal = signals.length > 0 ? AbortSignal.any(signals) : new AbortController().signal;
    let current = { ...request, headers: { ...request.headers } };
    for (let hop = 0; ; hop++) {
      const response = await requestOnce(url, current, signal).catch((error: unknown) => {
        throw deadline?.aborted ? new OutboundError('timeout', `${url.host} took too long.`) : error;
      });
      const location = response.headers.location;
      if (!redirectStatuses.has(response.statusCode ?? 0) || !location) {
        return wrapResponse(response, url, request.maxBytes, idleTimeoutMs);
      }
      response.resume();
      if (hop >= maxRedirects) throw new OutboundError('too_many_redirects', `More than ${maxRedirects} redirects.`);
      const next = new URL(location, url);
      if (next.origin !== url.origin) {
        const headers = { ...current.headers };
        for (const name of Object.keys(headers)) {
          if (credentialHeaders.includes(name.toLowerCase())) delete headers[name];
        }
        current = { ...current, headers };
      }
      // 303 (and 301/302 after a POST, as browsers do) turns into a plain GET.
      if (response.statusCode === 303 || (current.method === 'POST' && response.statusCode !== 307)) {
        current = { ...current, method: 'GET', body: undefined };
      }
      url = next;
    }
  };
}

function asOutboundError(error: unknown, url: URL): OutboundError {
  if (error instanceof OutboundError) return error;
  const name = (error as { name?: string }).name;
  if (name === 'AbortError') return new OutboundError('timeout', `The call to ${url.host} was stopped.`);
  return new OutboundError('network', `Could not reach ${url.host}: ${(error as Error).message}`);
}

function wrapResponse(
  response: IncomingMessage,
  url: URL,
  maxBytes: number | undefined,
  idleTimeoutMs: number,
): OutboundResponse {
  const declared = Number(response.headers['content-length']);
  if (maxBytes !== undefined && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new OutboundError('too_large', `${url.host} announced ${declared} bytes, more than ${maxBytes}.`);
  }
  let seen = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (maxBytes !== undefined && seen > maxBytes) {
        done(new OutboundError('too_large', `${url.host} sent more than ${maxBytes} bytes.`));
        return;
      }
      done(null, chunk);
    },
  });
  response.on('error', (error) => bounded.destroy(asOutboundError(error, url)));
  // A body that stops before its declared length is an error, not a short file.
  response.on('aborted', () =>
    bounded.destroy(new OutboundError('network', `${url.host} closed the connection before the end.`)),
  );
  response.on('end', () => {
    if (Number.isFinite(declared) && seen < declared && !response.complete) {
      bounded.destroy(new OutboundError('network', `${url.host} closed the connection before the end.`));
    }
  });
  response.setTimeout(idleTimeoutMs, () =>
    response.destroy(new OutboundError('timeout', `${url.host} stopped sending for ${idleTimeoutMs / 1000} s.`)),
  );
  bounded.on('close', () => {
    if (!response.complete) response.destroy();
  });
  response.pipe(bounded);
  const text = async () => {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of bounded as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > (maxBytes ?? defaultTextBytes)) throw new OutboundError('too_large', `${url.host} sent too much.`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  };
  return {
    status: response.statusCode ?? 0,
    url: url.toString(),
    headers: response.headers,
    body: bounded,
    text,
    async json() {
      return JSON.parse(await text()) as unknown;
    },
  };
}
