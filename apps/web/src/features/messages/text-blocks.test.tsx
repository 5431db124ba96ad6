import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { multicamPlaylist } from '../player/multicam-playlist.fns';
import { TextBlocks } from './text-blocks';

const blocks = [
  { text: 'Welcome to the show.', camBlocks: [{ camera: 1, start: 10, end: 14 }] },
  { text: 'Thanks for having me.', camBlocks: [{ camera: 2, start: 14, end: 20 }] },
];
const clips = multicamPlaylist([{ sourceId: 'main', start: 10, end: 20 }], blocks, [
  { camera: 1, sourceId: 'camA', offsetSec: 1.5 },
  { camera: 2, sourceId: 'camB', offsetSec: 4.5 },
]);

describe('text blocks of a multicam edit', () => {
  it('shows each camera block inline before its text, and marks the camera on screen', () => {
    const html = renderToStaticMarkup(<TextBlocks blocks={blocks} clips={clips} index={1} onSeek={() => undefined} />);
    expect(html.match(/data-testid="cam-block"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Camera 1, 0:10 to 0:14"');
    expect(html).toMatch(/Cam 2 · 0:14–0:20<\/button>Thanks for having me\./);
    expect(html).toMatch(/aria-label="Camera 2, 0:14 to 0:20" aria-current="true"/);
    expect(html).not.toMatch(/aria-label="Camera 1[^"]*" aria-current/);
  });
});
