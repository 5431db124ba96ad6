/**
 * Script files added with the footage: plain text, or Word (.docx) read with a small zip reader
 * (the central directory, then word/document.xml inflated with node's zlib) — the paragraphs'
 * text runs become the script's lines.
 */
import { inflateRawSync } from 'node:zlib';

export class ScriptFileError extends Error {}

/** The uncompressed bytes of one entry of a zip archive. */
function zipEntry(zip: Buffer, name: string): Buffer | null {
  // End of central directory: its signature within the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ScriptFileError('This .docx file is damaged (not a zip archive).');
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries && at + 46 <= zip.length; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) break;
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (entryName !== name) continue;
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    if (method === 0) return data;
    if (method === 8) return inflateRawSync(data, { maxOutputLength: 50_000_000 });
    throw new ScriptFileError('This .docx file uses a compression Otto cannot read.');
  }
  return null;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(Number(e[1] === 'x' ? `0${e.slice(1)}` : e.slice(1))) : entities[e]!,
  );

/** The text of a Word document, one line per paragraph. */
export function docxText(file: Buffer): string {
  const xml = zipEntry(file, 'word/document.xml');
  if (!xml) throw new ScriptFileError('This .docx file has no document text.');
  const paragraphs = xml.toString('utf8').match(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g) ?? [];
  return paragraphs
    .map((p) =>
      [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)]
        .map((m) => (m[1] !== undefined ? decode(m[1]) : ' '))
        .join(''),
    )
    .join('\n');
}

/** The script in a .txt or .docx file. */
export function scriptFromFile(filename: string, content: Buffer): string {
  const ext = filename.toLowerCase().split('.').pop();
  if (ext === 'docx') return docxText(content);
  if (ext === 'txt') return content.toString('utf8').replace(/^\uFEFF/, '');
  throw new ScriptFileError('Add the script as a .txt or .docx file.');
}
