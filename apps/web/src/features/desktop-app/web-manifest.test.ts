import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const publicDir = new URL('../../../public/', import.meta.url);

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test('the web app manifest names Otto, opens the app standalone at / and carries its theme colour', () => {
  const manifest = JSON.parse(readFileSync(new URL('manifest.webmanifest', publicDir), 'utf8')) as Manifest;
  expect(manifest).toMatchObject({ name: 'Otto', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
});

test('the manifest icons at 192 and 512 px exist as PNGs of the size they declare', () => {
  const manifest = JSON.parse(readFileSync(new URL('manifest.webmanifest', publicDir), 'utf8')) as Manifest;
  expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const bytes = readFileSync(new URL(`.${icon.src}`, publicDir));
    expect(icon.type).toBe('image/png');
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(pngSize(bytes)).toBe(icon.sizes);
  }
});
