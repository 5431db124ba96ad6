import { describe, expect, it } from 'vitest';
import { servedAs } from './content-types';

describe('servedAs: how an object is served, from its key alone', () => {
  it.each([
    ['p/s/proxy.mp4', 'video/mp4'],
    ['p/s/s.mov', 'video/quicktime'],
    ['p/s/audio.wav', 'audio/wav'],
    ['p/s/thumbnail.jpg', 'image/jpeg'],
    ['u/logo.png', 'image/png'],
  ])('plays %s inline as %s', (key, contentType) => {
    expect(servedAs(key)).toEqual({ contentType });
  });

  it.each([
    ['p/e/Interview.xml', 'application/xml', 'Interview.xml'],
    ['p/e/Interview.fcpxml', 'application/xml', 'Interview.fcpxml'],
    ['p/e/captions.srt', 'application/x-subrip', 'captions.srt'],
    ['p/e/script.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'script.docx'],
    ['p/e/log.csv', 'text/csv; charset=utf-8', 'log.csv'],
    ['p/e/cut.otio', 'application/json', 'cut.otio'],
    ['p/e/cut.edl', 'text/plain; charset=utf-8', 'cut.edl'],
    ['p/s/waveform.json', 'application/json', 'waveform.json'],
    ['p/s/s.mxf', 'application/mxf', 's.mxf'],
    // Types Otto never writes are bytes, never a page or a script.
    ['p/s/page.html', 'application/octet-stream', 'page.html'],
    ['p/s/page.htm', 'application/octet-stream', 'page.htm'],
    ['u/logo.svg', 'application/octet-stream', 'logo.svg'],
    ['p/s/noext', 'application/octet-stream', 'noext'],
  ])('downloads %s as %s, attachment "%s"', (key, contentType, name) => {
    const served = servedAs(key);
    expect(served.contentType).toBe(contentType);
    expect(served.disposition).toMatch(new RegExp(`^attachment; filename="${name.replace('.', '\\.')}"`));
  });

  it('names the download as asked, media included', () => {
    expect(servedAs('p/s/proxy.mp4', 'Interview – final.mp4')).toEqual({
      contentType: 'video/mp4',
      disposition: `attachment; filename="Interview _ final.mp4"; filename*=UTF-8''Interview%20%E2%80%93%20final.mp4`,
    });
  });
});
