import { create } from 'xmlbuilder2';
import { parseFcpxmlTime, rateFromXmeml, type Fraction, type Rate } from '../rational-time';

/**
 * Test readers for FCP7 XML and FCPXML, on xmlbuilder2's DOM: an XML parser independent of the
 * exporters' own writer (src/xml.ts).
 */

interface XmlNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<XmlNode>;
  getAttribute(name: string): string | null;
}

const parseXml = (xml: string): XmlNode => create(xml).root().node as unknown as XmlNode;
const kids = (node: XmlNode, name?: string): XmlNode[] =>
  Array.from(node.childNodes).filter((n) => n.nodeType === 1 && (!name || n.nodeName === name));
const kid = (node: XmlNode, name: string): XmlNode | undefined => kids(node, name)[0];
const text = (node: XmlNode | undefined, name: string): string | undefined =>
  node ? (kid(node, name)?.textContent ?? undefined) : undefined;
const num = (node: XmlNode | undefined, name: string): number => Number(text(node, name));
function path(node: XmlNode, ...names: string[]): XmlNode {
  let at = node;
  for (const name of names) {
    const next = kid(at, name);
    if (!next) throw new Error(`Missing <${name}> under <${at.nodeName}>`);
    at = next;
  }
  return at;
}

function readRate(node: XmlNode): Rate {
  const rate = path(node, 'rate');
  return rateFromXmeml({ timebase: num(rate, 'timebase'), ntsc: text(rate, 'ntsc') === 'TRUE' });
}

export interface XmemlFile {
  id: string;
  name: string;
  pathurl: string;
  rate: Rate;
  duration: number;
  timecode: { string: string; frame: number; displayformat: string };
  width?: number;
  height?: number;
  channelcount?: number;
  samplerate?: number;
}

export interface XmemlClipItem {
  id: string;
  mediatype: 'video' | 'audio';
  trackIndex: number;
  name: string;
  start: number;
  end: number;
  in: number;
  out: number;
  fileId: string;
  sourceTrack?: number;
  links: string[];
  scale?: number;
}

/** How a picture is stored: its size, pixel shape and field order. */
export interface XmemlPicture {
  width: number;
  height: number;
  anamorphic: string | undefined;
  pixelaspectratio: string | undefined;
  fielddominance: string | undefined;
}

const readPicture = (sc: XmlNode): XmemlPicture => ({
  width: num(sc, 'width'),
  height: num(sc, 'height'),
  anamorphic: text(sc, 'anamorphic'),
  pixelaspectratio: text(sc, 'pixelaspectratio'),
  fielddominance: text(sc, 'fielddominance'),
});

export function parseXmeml(xml: string) {
  const root = parseXml(xml);
  const sequence = path(root, 'sequence');
  const files = new Map<string, XmemlFile>();
  const pictures = new Map<string, XmemlPicture>();
  const clipitems: XmemlClipItem[] = [];
  const readFile = (file: XmemlFile['id'], node: XmlNode) => {
    if (!kid(node, 'pathurl')) return;
    const tc = path(node, 'timecode');
    const video = kid(path(node, 'media'), 'video');
    const audio = kid(path(node, 'media'), 'audio');
    if (video) pictures.set(file, readPicture(path(video, 'samplecharacteristics')));
    files.set(file, {
      id: file,
      name: text(node, 'name') ?? '',
      pathurl: text(node, 'pathurl') ?? '',
      rate: readRate(node),
      duration: num(node, 'duration'),
      timecode: {
        string: text(tc, 'string') ?? '',
        frame: num(tc, 'frame'),
        displayformat: text(tc, 'displayformat') ?? '',
      },
      ...(video
        ? {
            width: num(path(video, 'samplecharacteristics'), 'width'),
            height: num(path(video, 'samplecharacteristics'), 'height'),
          }
        : {}),
      ...(audio
        ? {
            channelcount: num(audio, 'channelcount'),
            samplerate: num(path(audio, 'samplecharacteristics'), 'samplerate'),
          }
        : {}),
    });
  };
  const media = path(sequence, 'media');
  for (const mediatype of ['video', 'audio'] as const) {
    kids(path(media, mediatype), 'track').forEach((track, t) => {
      for (const item of kids(track, 'clipitem')) {
        const file = path(item, 'file');
        const fileId = file.getAttribute('id') ?? '';
        readFile(fileId, file);
        const scale = kids(kid(kid(item, 'filter') ?? item, 'effect') ?? item, 'parameter').find(
          (p) => text(p, 'parameterid') === 'scale',
        );
        clipitems.push({
          id: item.getAttribute('id') ?? '',
          mediatype,
          trackIndex: t + 1,
          name: text(item, 'name') ?? '',
          start: num(item, 'start'),
          end: num(item, 'end'),
          in: num(item, 'in'),
          out: num(item, 'out'),
          fileId,
          ...(kid(item, 'sourcetrack') ? { sourceTrack: num(kid(item, 'sourcetrack'), 'trackindex') } : {}),
          links: kids(item, 'link').map((l) => text(l, 'linkclipref') ?? ''),
          ...(scale ? { scale: num(scale, 'value') } : {}),
        });
      }
    });
  }
  const tc = path(sequence, 'timecode');
  const format = path(media, 'video', 'format', 'samplecharacteristics');
  return {
    version: root.getAttribute('version'),
    name: text(sequence, 'name'),
    rate: readRate(sequence),
    duration: num(sequence, 'duration'),
    timecode: { string: text(tc, 'string'), frame: num(tc, 'frame'), displayformat: text(tc, 'displayformat') },
    width: num(format, 'width'),
    height: num(format, 'height'),
    picture: readPicture(format),
    audioTrackCount: kids(path(media, 'audio'), 'track').length,
    clipitems,
    files,
    pictures,
    markers: kids(sequence, 'marker').map((m) => ({ name: text(m, 'name'), in: num(m, 'in'), out: num(m, 'out') })),
  };
}

/** Seconds → whole frames at a rate, failing loudly when the time is not on a frame. */
export function fractionToFrames(time: Fraction, rate: Rate): number {
  const frames = (time.n * rate.num) / (time.d * rate.den);
  if (!Number.isInteger(frames)) throw new Error(`${time.n}/${time.d}s is not on a frame at ${rate.num}/${rate.den}`);
  return frames;
}

export function parseFcpxml(xml: string) {
  const root = parseXml(xml);
  const resources = path(root, 'resources');
  const attr = (node: XmlNode, name: string) => node.getAttribute(name) ?? undefined;
  const time = (node: XmlNode, name: string) => parseFcpxmlTime(attr(node, name) ?? '0s');
  const formats = new Map(
    kids(resources, 'format').map((f) => {
      const fd = time(f, 'frameDuration');
      return [
        attr(f, 'id') ?? '',
        {
          name: attr(f, 'name'),
          rate: { num: fd.d, den: fd.n } as Rate,
          width: Number(attr(f, 'width')),
          height: Number(attr(f, 'height')),
          fieldOrder: attr(f, 'fieldOrder'),
          paspH: attr(f, 'paspH'),
          paspV: attr(f, 'paspV'),
        },
      ];
    }),
  );
  const assets = new Map(
    kids(resources, 'asset').map((a) => [
      attr(a, 'id') ?? '',
      {
        name: attr(a, 'name'),
        start: time(a, 'start'),
        duration: time(a, 'duration'),
        format: attr(a, 'format'),
        hasVideo: attr(a, 'hasVideo'),
        hasAudio: attr(a, 'hasAudio'),
        audioChannels: attr(a, 'audioChannels'),
        audioRate: attr(a, 'audioRate'),
        src: attr(path(a, 'media-rep'), 'src'),
      },
    ]),
  );
  const project = path(root, 'library', 'event', 'project');
  const sequence = path(project, 'sequence');
  const spine = path(sequence, 'spine');
  return {
    version: attr(root, 'version'),
    eventName: attr(path(root, 'library', 'event'), 'name'),
    projectName: attr(project, 'name'),
    formats,
    assets,
    sequence: {
      format: attr(sequence, 'format') ?? '',
      duration: time(sequence, 'duration'),
      tcStart: time(sequence, 'tcStart'),
      tcFormat: attr(sequence, 'tcFormat'),
    },
    spine: kids(spine).map((item) => ({
      kind: item.nodeName,
      ref: attr(item, 'ref'),
      name: attr(item, 'name'),
      offset: time(item, 'offset'),
      start: time(item, 'start'),
      duration: time(item, 'duration'),
      conform: kid(item, 'adjust-conform')?.getAttribute('type') ?? undefined,
      markers: kids(item, 'marker').map((m) => ({ value: attr(m, 'value'), start: time(m, 'start') })),
      chapters: kids(item, 'chapter-marker').map((m) => ({ value: attr(m, 'value'), start: time(m, 'start') })),
    })),
  };
}
