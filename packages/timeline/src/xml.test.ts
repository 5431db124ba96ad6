import { create } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import { checkWellFormed } from './test/tools';
import { serializeXml, XmlElement } from './xml';

interface ParsedElement {
  getAttribute(name: string): string | null;
  firstElementChild: { textContent: string | null } | null;
}

describe('XML writer', () => {
  it('escapes text and attributes so any clip name reads back unchanged', () => {
    const name = 'Tom & Jerry <take "2"> it\'s\nfine';
    const root = new XmlElement('clips', { title: name });
    root.ele('clip').txt(name).up().ele('empty');
    const xml = serializeXml(root, { doctype: true });
    expect(xml.split('\n').slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE clips>']);
    expect(checkWellFormed(xml).ok).toBe(true);
    const parsed = create(xml).root().node as unknown as ParsedElement;
    expect(parsed.getAttribute('title')).toBe(name);
    expect(parsed.firstElementChild?.textContent).toBe(name);
  });

  it('drops characters XML cannot carry instead of writing an unreadable file', () => {
    const root = new XmlElement('t').txt('bell\u0007 and nul\u0000 gone');
    const xml = serializeXml(root);
    expect(checkWellFormed(xml).ok).toBe(true);
    expect(xml).toContain('<t>bell and nul gone</t>');
  });
});
