/**
 * Mulberry32: a small seeded generator (not for secrets). Whatever samples with it answers the
 * same on every run: topic analysis (a project's topics do not change when nothing in it has),
 * the fuzz tests and generated test models (a failure reproduces), the benches' timed speech.
 */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
