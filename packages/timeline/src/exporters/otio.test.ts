import { describe, expect, it } from 'vitest';
import { storiesToTimeline } from '../from-edit';
import { broll, interview, mediaAt, segment, threeClipTimeline } from '../test/fixtures';
import { parseOtio } from '../test/test-parsers';
import { toOtio } from './otio';

describe('OpenTimelineIO', () => {
  it('nests Timeline.1 → Stack.1 → Track.1 → Clip.2 with external references', () => {
    const otio = parseOtio(toOtio(threeClipTimeline()));
    expect([otio.schema, otio.stackSchema, otio.name]).toEqual(['Timeline.1', 'Stack.1', 'Garage story']);
    expect(otio.tracks.map((t) => [t.schema, t.kind])).toEqual([
      ['Track.1', 'Video'],
      ['Track.1', 'Audio'],
      ['Track.1', 'Audio'],
    ]);
    const first = otio.tracks[0]!.items[0]!;
    expect(first).toMatchObject({
      schema: 'Clip.2',
      name: 'Interview – Día 1.mp4',
      sourceStart: 107892 + 370,
      duration: 166,
      rate: 30000 / 1001,
    });
    expect(first.media).toEqual({
      OTIO_SCHEMA: 'ExternalReference.1',
      metadata: {},
      name: 'Interview – Día 1.mp4',
      available_range: {
        OTIO_SCHEMA: 'TimeRange.1',
        duration: { OTIO_SCHEMA: 'RationalTime.1', rate: 30000 / 1001, value: 54000 },
        start_time: { OTIO_SCHEMA: 'RationalTime.1', rate: 30000 / 1001, value: 107892 },
      },
      available_image_bounds: null,
      target_url: interview.url,
    });
  });

  it('fills silent stretches with gaps and keeps story markers on the stack', () => {
    const mono = mediaAt('/m/mono.mov', { sourceId: 'mono', audioChannels: 1 });
    const timeline = storiesToTimeline({
      stories: [
        { index: 0, title: 'A', segments: [segment('mono', 0, 1, 'a')] },
        { index: 1, title: 'B', segments: [segment('src-broll', 0, 2, 'b')] },
      ],
      media: { mono, [broll.sourceId]: broll },
      name: 'gaps',
    });
    const otio = parseOtio(toOtio(timeline));
    expect(otio.tracks[2]!.items.map((i) => [i.schema, i.position, i.duration])).toEqual([
      ['Gap.1', 0, 30],
      ['Clip.2', 30, 60],
    ]);
    expect(otio.markers.map((m) => [m.name, m.marked_range.start_time.value, m.marked_range.duration.value])).toEqual([
      ['A', 0, 30],
      ['B', 30, 60],
    ]);
  });
});
