import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    // Media tests run real ffmpeg and pocketsphinx: on a loaded CI machine they took over twice
    // their time here. A limit only shortens how long a hung test takes to fail.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Two cores here: media tests spawn ffmpeg themselves, so keep the pool small.
    pool: 'forks',
    maxWorkers: 2,
    // A page or job answering within a second here may take several on a busy CI machine.
    expect: { poll: { timeout: 30_000 } },
  },
});
