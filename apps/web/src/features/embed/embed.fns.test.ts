import { describe, expect, it } from 'vitest';
import { embeddedShareId, isEmbeddedDemo } from './embed.fns';

describe('embedded demo address', () => {
  it('is the site root with embed=demo', () => {
    expect(isEmbeddedDemo('/', '?embed=demo')).toBe(true);
    expect(isEmbeddedDemo('/', '?embed=demo&share=abc')).toBe(true);
    expect(isEmbeddedDemo('/', '?embed=other')).toBe(false);
    expect(isEmbeddedDemo('/', '')).toBe(false);
    expect(isEmbeddedDemo('/projects/1', '?embed=demo')).toBe(false);
  });

  it('may name the share to show', () => {
    expect(embeddedShareId('?embed=demo&share=abc_123')).toBe('abc_123');
    expect(embeddedShareId('?embed=demo&share=')).toBeNull();
    expect(embeddedShareId('?embed=demo')).toBeNull();
  });
});
