import { rateToFloat, type Rate, type TimeRange } from '../rational-time';
import {
  mediaAvailableRange,
  type Clip,
  type MediaReference,
  type Timeline,
  type Track,
  type TrackItem,
} from '../timeline';

/**
 * OpenTimelineIO JSON (the .otio file opentimelineio reads): Timeline.1 → Stack.1 → Track.1 → Clip.2 / Gap.1.
 * OTIO rates are floats, so 29.97 is written as 30000/1001 to full double precision; values stay whole frames.
 * Clip source ranges and available ranges are in the media's timecode space (start timecode added),
 * as OTIO's readers of camera media do.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const rationalTime = (value: number, rate: Rate): Json => ({
  OTIO_SCHEMA: 'RationalTime.1',
  rate: rateToFloat(rate),
  value,
});

const timeRange = (range: TimeRange, rate: Rate): Json => ({
  OTIO_SCHEMA: 'TimeRange.1',
  duration: rationalTime(range.duration, rate),
  start_time: rationalTime(range.start, rate),
});

function externalReference(media: MediaReference): Json {
  return {
    OTIO_SCHEMA: 'ExternalReference.1',
    metadata: {},
    name: media.name,
    available_range: timeRange(mediaAvailableRange(media), media.rate),
    available_image_bounds: null,
    target_url: media.url,
  };
}

function clipJson(clip: Clip): Json {
  const metadata: Json = {
    otto: {
      source_id: clip.media.sourceId,
      ...(clip.channel !== undefined ? { channel: clip.channel } : {}),
      ...(clip.transcript ? { story_index: clip.transcript.storyIndex, text: clip.transcript.text } : {}),
    },
  };
  return {
    OTIO_SCHEMA: 'Clip.2',
    metadata,
    name: clip.name,
    source_range: timeRange(
      { start: clip.media.startTimecode + clip.sourceRange.start, duration: clip.sourceRange.duration },
      clip.media.rate,
    ),
    effects: [],
    markers: [],
    enabled: true,
    media_references: { DEFAULT_MEDIA: externalReference(clip.media) },
    active_media_reference_key: 'DEFAULT_MEDIA',
  };
}

function itemJson(item: TrackItem, rate: Rate): Json {
  if (item.kind === 'clip') return clipJson(item);
  return {
    OTIO_SCHEMA: 'Gap.1',
    metadata: {},
    name: '',
    source_range: timeRange({ start: 0, duration: item.recordRange.duration }, rate),
    effects: [],
    markers: [],
    enabled: true,
  };
}

function trackJson(track: Track, rate: Rate): Json {
  return {
    OTIO_SCHEMA: 'Track.1',
    metadata: {},
    name: track.name,
    source_range: null,
    effects: [],
    markers: [],
    enabled: true,
    children: track.items.map((item) => itemJson(item, rate)),
    kind: track.kind === 'video' ? 'Video' : 'Audio',
  };
}

export function toOtio(timeline: Timeline): string {
  const { rate } = timeline;
  const markers: Json[] = timeline.markers.map((marker) => ({
    OTIO_SCHEMA: 'Marker.2',
    metadata: {},
    name: marker.name,
    color: 'RED',
    marked_range: timeRange(marker.recordRange, rate),
    comment: marker.comment ?? '',
  }));
  const document: Json = {
    OTIO_SCHEMA: 'Timeline.1',
    metadata: {
      otto: { width: timeline.width, height: timeline.height, layout: timeline.layout, drop_frame: timeline.dropFrame },
    },
    name: timeline.name,
    global_start_time: rationalTime(timeline.startTimecode, rate),
    tracks: {
      OTIO_SCHEMA: 'Stack.1',
      metadata: {},
      name: 'tracks',
      source_range: null,
      effects: [],
      markers,
      enabled: true,
      children: [...timeline.videoTracks, ...timeline.audioTracks].map((track) => trackJson(track, rate)),
    },
  };
  return JSON.stringify(document, null, 4) + '\n';
}
