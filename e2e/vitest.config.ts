import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // One browser and one product at a time: two cores.
    fileParallelism: false,
    pool: 'forks',
    // A page or job answering within a second here may take several on a busy CI machine.
    expect: { poll: { timeout: 30_000 } },
  },
});
