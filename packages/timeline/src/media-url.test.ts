import { describe, expect, it } from 'vitest';
import { fileNameFromUrl, fileStem, fileUrlFromPath, localhostFileUrl, pathFromFileUrl } from './media-url';

describe('media URLs', () => {
  it('percent-encodes spaces, #, ?, % and unicode once, as UTF-8', () => {
    const url = fileUrlFromPath('/Users/ana/Día 1 #2/take?1 100%.mov');
    expect(url).toBe('file:///Users/ana/D%C3%ADa%201%20%232/take%3F1%20100%25.mov');
    expect(pathFromFileUrl(url)).toBe('/Users/ana/Día 1 #2/take?1 100%.mov');
    expect(fileNameFromUrl(url)).toBe('take?1 100%.mov');
  });

  it('writes Windows paths with their drive letter', () => {
    const url = fileUrlFromPath('C:\\Footage\\My Clip.mp4');
    expect(url).toBe('file:///C:/Footage/My%20Clip.mp4');
    expect(pathFromFileUrl(url)).toBe('C:/Footage/My Clip.mp4');
  });

  it('gives FCP7 XML its localhost form', () => {
    expect(localhostFileUrl('file:///Users/a%20b.mov')).toBe('file://localhost/Users/a%20b.mov');
    expect(pathFromFileUrl('file://localhost/Users/a%20b.mov')).toBe('/Users/a b.mov');
  });

  it('refuses relative paths', () => {
    expect(() => fileUrlFromPath('footage/clip.mov')).toThrow(RangeError);
  });

  it('strips only the last extension', () => {
    expect(fileStem('interview.final.mov')).toBe('interview.final');
    expect(fileStem('.hidden')).toBe('.hidden');
  });
});
