/** How long the browser waits for a file's metadata before giving up (spec import §8: 10 s, then 0). */
const PROBE_TIMEOUT_MS = 10_000;

function probeWith(tag: 'video' | 'audio', url: string, signal: AbortSignal): Promise<number> {
  return new Promise((resolve) => {
    const element = document.createElement(tag);
    element.preload = 'metadata';
    element.muted = true;
    const done = (seconds: number) => {
      element.onloadedmetadata = null;
      element.onerror = null;
      element.removeAttribute('src');
      element.load();
      resolve(seconds);
    };
    element.onloadedmetadata = () => done(Number.isFinite(element.duration) ? element.duration : 0);
    // Spec: video element errors are only logged.
    element.onerror = () => {
      console.warn(`Could not read the duration as ${tag}`, element.error?.message);
      done(NaN);
    };
    signal.addEventListener('abort', () => done(0));
    element.src = url;
  });
}

/**
 * A local file's duration in seconds from a hidden media element: as video, then as audio, then 0.
 * A file the browser cannot read within 10 s counts as 0 (the server measures it properly later).
 */
export async function probeMediaDurationSec(file: Blob, kind: 'video' | 'audio'): Promise<number> {
  const url = URL.createObjectURL(file);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), PROBE_TIMEOUT_MS);
  try {
    const tags: ('video' | 'audio')[] = kind === 'audio' ? ['audio'] : ['video', 'audio'];
    for (const tag of tags) {
      const seconds = await probeWith(tag, url, timeout.signal);
      if (!Number.isNaN(seconds)) return seconds;
    }
    return 0;
  } finally {
    clearTimeout(timer);
    URL.revokeObjectURL(url);
  }
}

export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 100).arrayBuffer());
}
