import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import type { Frame, Stretch } from './timeline';
import type { CaptionMark } from './webvtt';

interface ScreencastFrame {
  data: string;
  sessionId: number;
  metadata: { timestamp?: number };
}

/** Seconds on the same clock as the screencast's frame timestamps (the system's wall clock). */
const now = () => Date.now() / 1000;

/**
 * Records a page with the DevTools screencast: every frame Chromium paints arrives as a JPEG with its
 * timestamp and is written to `dir`. The flow driving the page notes captions and the stretches to
 * fast-forward as it goes, on the same clock.
 */
export class Screencast {
  readonly frames: Frame[] = [];
  readonly captions: CaptionMark[] = [];
  readonly fastForwards: Stretch[] = [];
  private session: CDPSession | undefined;
  private writes: Promise<void>[] = [];
  started = 0;
  stopped = 0;

  constructor(
    private readonly page: Page,
    private readonly dir: string,
    private readonly size: { width: number; height: number },
  ) {}

  async start(): Promise<void> {
    const session = await this.page.context().newCDPSession(this.page);
    this.session = session;
    session.on('Page.screencastFrame', (frame: ScreencastFrame) => {
      const file = `frame-${String(this.frames.length).padStart(5, '0')}.jpg`;
      this.frames.push({ t: frame.metadata.timestamp ?? now(), file });
      this.writes.push(writeFile(join(this.dir, file), Buffer.from(frame.data, 'base64')));
      void session.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    });
    this.started = now();
    await session.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 85,
      maxWidth: this.size.width,
      maxHeight: this.size.height,
      everyNthFrame: 1,
    });
  }

  caption(text: string): void {
    this.captions.push({ t: now(), text });
  }

  /** Runs a wait (an import, a reply) that the video shows sped up. */
  async fastForward<T>(wait: () => Promise<T>): Promise<T> {
    const start = now();
    try {
      return await wait();
    } finally {
      this.fastForwards.push({ start, end: now() });
    }
  }

  async stop(): Promise<void> {
    this.stopped = now();
    await this.session?.send('Page.stopScreencast');
    await this.session?.detach();
    await Promise.all(this.writes);
    if (this.frames.length === 0) throw new Error('The screencast sent no frames');
  }
}
