import { describe, expect, it } from 'vitest';
import { threeClipTimeline, twoSpeakerTimeline } from '../test/fixtures';
import { CSV_HEADER, toCsv } from './csv';

/** Splits RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('CSV cut list', () => {
  it('has one row per clip with source and record timecode, duration and text', () => {
    const csv = toCsv(threeClipTimeline());
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = readCsv(csv.slice(1));
    expect(header).toEqual([...CSV_HEADER]);
    expect(rows).toEqual([
      [
        '1',
        'The hook',
        'Interview – Día 1.mp4',
        '01:00:12;10',
        '01:00:17;26',
        '00:00:00;00',
        '00:00:05;16',
        '00:00:05;16',
        '',
        'We started this company in a garage with two laptops and no plan at all.',
      ],
      [
        '2',
        'The hook',
        'broll city.mov',
        '00:00:03;06',
        '00:00:06;00',
        '00:00:05;16',
        '00:00:08;10',
        '00:00:02;24',
        '',
        'The city wakes up before we do.',
      ],
      [
        '3',
        'The hook',
        'Interview – Día 1.mp4',
        '01:00:40;00',
        '01:00:44;14',
        '00:00:08;10',
        '00:00:12;24',
        '00:00:04;14',
        '',
        'And honestly, that is still how we work today.',
      ],
    ]);
  });

  it('names the speaker of each clip when the edit holds several, and leaves the column empty otherwise', () => {
    const [header, ...rows] = readCsv(toCsv(twoSpeakerTimeline()).slice(1));
    const column = header!.indexOf('Speaker');
    expect(column).toBe(header!.indexOf('Text') - 1);
    expect(rows.map((r) => r[column])).toEqual(['Anna', 'Speaker 2', 'Anna']);
    const single = readCsv(toCsv(threeClipTimeline()).slice(1));
    expect(single.slice(1).map((r) => r[column])).toEqual(['', '', '']);
  });
});
