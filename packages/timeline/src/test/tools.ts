import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** System tools the tests read outputs back with: xmllint (Apple's DTDs) and unzip (docx). */

const repoRoot = new URL('../../../../', import.meta.url);
export const sharedPath = (relative: string): string => fileURLToPath(new URL(`../shared/${relative}`, repoRoot));

export const FCPXML_DTD = {
  '1.10': sharedPath('dtd/FCPXMLv1_10.dtd'),
  '1.11': sharedPath('dtd/FCPXMLv1_11.dtd'),
} as const;

export interface Validation {
  ok: boolean;
  errors: string;
}

export function validateWithDtd(xml: string, dtdPath: string): Validation {
  const result = spawnSync('xmllint', ['--noout', '--dtdvalid', dtdPath, '-'], { input: xml, encoding: 'utf8' });
  if (result.error) throw result.error;
  return { ok: result.status === 0, errors: result.stderr };
}

/** xmllint without a DTD: well-formedness only (no public xmeml DTD exists). */
export function checkWellFormed(xml: string): Validation {
  const result = spawnSync('xmllint', ['--noout', '-'], { input: xml, encoding: 'utf8' });
  if (result.error) throw result.error;
  return { ok: result.status === 0, errors: result.stderr };
}

/** Reads one part of a zip (a .docx) with the system unzip. */
export function unzipEntry(bytes: Uint8Array, entry: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'otto-docx-'));
  try {
    const file = join(dir, 'doc.zip');
    writeFileSync(file, bytes);
    const result = spawnSync('unzip', ['-p', file, entry], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`unzip failed: ${result.stderr}`);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The visible text of a .docx, one string per paragraph. */
export function docxParagraphs(bytes: Uint8Array): string[] {
  const xml = unzipEntry(bytes, 'word/document.xml');
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) =>
    [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => unescape(t[1] ?? '')).join(''),
  );
}
