import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset of the first sample. */
  dataOffset: number;
  /** Bytes of sample data actually present in the file. */
  dataBytes: number;
  durationSec: number;
}

/** Reads the RIFF chunk list until the `data` chunk; never loads the samples. */
export async function readWavInfo(path: string): Promise<WavInfo> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const riff = Buffer.alloc(12);
    await file.read(riff, 0, 12, 0);
    if (riff.toString('ascii', 0, 4) !== 'RIFF' || riff.toString('ascii', 8, 12) !== 'WAVE') {
      throw new Error(`${path} is not a WAV file`);
    }
    let offset = 12;
    let format: { channels: number; sampleRate: number; bitsPerSample: number } | undefined;
    const header = Buffer.alloc(8);
    while (offset + 8 <= size) {
      await file.read(header, 0, 8, offset);
      const id = header.toString('ascii', 0, 4);
      const length = header.readUInt32LE(4);
      if (id === 'fmt ') {
        const fmt = Buffer.alloc(16);
        await file.read(fmt, 0, 16, offset + 8);
        format = {
          channels: fmt.readUInt16LE(2),
          sampleRate: fmt.readUInt32LE(4),
          bitsPerSample: fmt.readUInt16LE(14),
        };
      } else if (id === 'data') {
        if (!format) throw new Error(`${path}: data chunk before fmt chunk`);
        const dataOffset = offset + 8;
        // Streamed WAVs (ffmpeg to a pipe) leave the length at 0 or 0xFFFFFFFF: trust the file size.
        const present = size - dataOffset;
        const dataBytes = length === 0 || length === 0xffffffff ? present : Math.min(length, present);
        const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
        return { ...format, dataOffset, dataBytes, durationSec: dataBytes / bytesPerSecond };
      }
      offset += 8 + length + (length % 2);
    }
    throw new Error(`${path}: no data chunk`);
  } finally {
    await file.close();
  }
}

/** The canonical 44-byte PCM header. */
export function wavHeader(sampleRate: number, channels: number, bitsPerSample: number, dataBytes: number): Buffer {
  const h = Buffer.alloc(44);
  const blockAlign = channels * (bitsPerSample / 8);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(channels, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * blockAlign, 28);
  h.writeUInt16LE(blockAlign, 32);
  h.writeUInt16LE(bitsPerSample, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/** Byte range [start, end) of the samples between two times, aligned to whole frames. */
export function sliceByteRange(info: WavInfo, startSec: number, endSec: number): { start: number; end: number } {
  const blockAlign = info.channels * (info.bitsPerSample / 8);
  const toByte = (sec: number) => Math.min(info.dataBytes, Math.max(0, Math.round(sec * info.sampleRate) * blockAlign));
  return { start: info.dataOffset + toByte(startSec), end: info.dataOffset + toByte(endSec) };
}

/** Copies [startSec, endSec) into a new WAV by byte offsets, streaming: memory stays flat on hours of audio. */
export async function writeWavSlice(
  srcPath: string,
  info: WavInfo,
  startSec: number,
  endSec: number,
  destPath: string,
): Promise<void> {
  const range = sliceByteRange(info, startSec, endSec);
  const header = wavHeader(info.sampleRate, info.channels, info.bitsPerSample, range.end - range.start);
  // One pipeline owns both files, so an error on either (a missing source, a full disk) rejects
  // here instead of being emitted on a stream nobody listens to.
  async function* slice(): AsyncGenerator<Buffer> {
    yield header;
    if (range.end > range.start) yield* createReadStream(srcPath, { start: range.start, end: range.end - 1 });
  }
  await pipeline(slice, createWriteStream(destPath));
}

/**
 * Yields consecutive windows of `windowSamples` mono samples as floats in [-1, 1),
 * the last one zero-padded. Reads the file as a stream.
 */
export async function* pcmWindows(path: string, info: WavInfo, windowSamples: number): AsyncGenerator<Float32Array> {
  if (info.bitsPerSample !== 16 || info.channels !== 1) {
    throw new Error(`expected 16-bit mono WAV, got ${info.bitsPerSample}-bit ${info.channels}-channel`);
  }
  if (info.dataBytes < 2) return;
  const stream = createReadStream(path, {
    start: info.dataOffset,
    end: info.dataOffset + info.dataBytes - 1,
    highWaterMark: 1 << 16,
  });
  let window = new Float32Array(windowSamples);
  let filled = 0;
  let carry: number | undefined;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let i = 0;
    if (carry !== undefined) {
      const sample = ((((chunk[0] ?? 0) << 8) | carry) << 16) >> 16;
      window[filled++] = sample / 32768;
      carry = undefined;
      i = 1;
      if (filled === windowSamples) {
        yield window;
        window = new Float32Array(windowSamples);
        filled = 0;
      }
    }
    for (; i + 1 < chunk.length; i += 2) {
      window[filled++] = chunk.readInt16LE(i) / 32768;
      if (filled === windowSamples) {
        yield window;
        window = new Float32Array(windowSamples);
        filled = 0;
      }
    }
    if (i < chunk.length) carry = chunk[i];
  }
  if (filled > 0) yield window;
}

/** The samples of [startSec, endSec) of a 16-bit mono WAV as −1..1 floats, read in one go. */
export async function readPcmSpan(path: string, info: WavInfo, startSec: number, endSec: number): Promise<Float32Array> {
  const total = Math.floor(info.dataBytes / 2);
  const first = Math.max(0, Math.min(total, Math.floor(startSec * info.sampleRate)));
  const last = Math.max(first, Math.min(total, Math.ceil(endSec * info.sampleRate)));
  const bytes = Buffer.alloc((last - first) * 2);
  const file = await open(path, 'r');
  try {
    await file.read(bytes, 0, bytes.length, info.dataOffset + first * 2);
  } finally {
    await file.close();
  }
  const samples = new Float32Array(last - first);
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2) / 32768;
  return samples;
}
