import { describe, expect, it } from 'vitest';
import { storiesToTimeline } from '../from-edit';
import { RATE_23_976 } from '../rational-time';
import { broll, mediaAt, segment, threeClipTimeline } from '../test/fixtures';
import { parseEdl } from '../test/test-parsers';
import { toEdl } from './edl';

describe('CMX 3600 EDL', () => {
  it('writes the header and fixed-column event lines', () => {
    const lines = toEdl(threeClipTimeline()).split('\n');
    expect(lines.slice(0, 3)).toEqual(['TITLE: Garage story', 'FCM: DROP FRAME', '']);
    expect(lines[3]).toBe('001  AX       AA/V  C        01:00:12;10 01:00:17;26 00:00:00;00 00:00:05;16');
    expect(lines[4]).toBe('* FROM CLIP NAME: Interview – Día 1.mp4');
    expect(lines[5]).toBe('* SOURCE FILE: Interview – Día 1.mp4');
  });

  it('runs record timecode on without a break from the timeline start', () => {
    const timeline = threeClipTimeline({ startTimecode: '01:00:00;00' });
    const { events } = parseEdl(toEdl(timeline), timeline.rate);
    expect(events[0]!.recordIn).toBe(107892);
    events.slice(1).forEach((event, i) => expect(event.recordIn).toBe(events[i]!.recordOut));
    for (const e of events) expect(e.sourceOut - e.sourceIn).toBe(e.recordOut - e.recordIn);
  });

  it('names the channels each event carries', () => {
    const mono = mediaAt('/m/mono.mov', { sourceId: 'mono', audioChannels: 1 });
    const silent = mediaAt('/m/silent.mov', { sourceId: 'silent', hasAudio: false, audioChannels: 0 });
    const wav = mediaAt('/m/vo.wav', { sourceId: 'wav', hasVideo: false });
    const timeline = storiesToTimeline({
      stories: [
        {
          index: 0,
          title: 't',
          segments: [
            segment('mono', 0, 1, ''),
            segment('silent', 0, 1, ''),
            segment('wav', 0, 1, ''),
            segment('src-broll', 0, 1, ''),
          ],
        },
      ],
      media: { mono, silent, wav, [broll.sourceId]: broll },
      name: 'tracks',
    });
    expect(parseEdl(toEdl(timeline), timeline.rate).events.map((e) => e.track)).toEqual(['B', 'V', 'AA', 'AA/V']);
  });

  it('says non-drop frame for rates without drop-frame', () => {
    const clip = mediaAt('/m/film.mov', { sourceId: 'film', rate: RATE_23_976 });
    const timeline = storiesToTimeline({
      stories: [{ index: 0, title: 't', segments: [segment('film', 1, 2, '')] }],
      media: { film: clip },
      name: 'film',
    });
    const edl = toEdl(timeline);
    expect(edl).toContain('FCM: NON-DROP FRAME');
    expect(edl).toContain('00:00:01:00 00:00:02:00 00:00:00:00 00:00:01:00');
  });

  it('keeps the title to one line', () => {
    expect(toEdl(threeClipTimeline({ name: 'Line one\nLine two' }))).toMatch(/^TITLE: Line one Line two\n/);
  });
});
