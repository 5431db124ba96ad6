export * from './rational-time';
export * from './timecode';
export * from './media-url';
export * from './edit';
export * from './timeline';
export * from './picture';
export * from './media-reference';
export * from './from-edit';
export * from './from-multicam-edit';
export * from './captions';
export * from './exporters';
export { toXmeml, type XmemlFlavour } from './exporters/xmeml';
export { toFcpxml, type FcpxmlOptions, type FcpxmlVersion } from './exporters/fcpxml';
export { toEdl, edlTrackField } from './exporters/edl';
export { toSrt, srtTimestamp } from './exporters/srt';
export { toCsv, CSV_HEADER } from './exporters/csv';
export { toOtio } from './exporters/otio';
export { toDocx } from './exporters/docx';
export {
  toBinsXmeml,
  toBinsFcpxml,
  toShotLogCsv,
  SHOT_LOG_HEADER,
  type ShotBins,
  type ShotBin,
  type BinShot,
} from './exporters/bins';
