import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../db/test-database';
import { createIngestThroughputRepo } from './ingest-throughput.repo';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('ingest throughput', () => {
  it('knows nothing before the first import, then expects what this server measured, per engine', async () => {
    const repo = createIngestThroughputRepo(database.db);
    expect(await repo.expectedSeconds('pocketsphinx', 600)).toBeUndefined();
    // A 10-minute file took 60 s: 0.1 s of work per second of media.
    await repo.record('pocketsphinx', 60, 600, new Date());
    expect(await repo.expectedSeconds('pocketsphinx', 300)).toBeCloseTo(30);
    expect(await repo.expectedSeconds('whisper', 300)).toBeUndefined();
  });

  it('moves towards newer measurements without forgetting the old ones at once', async () => {
    const repo = createIngestThroughputRepo(database.db);
    await repo.record('openai', 10, 100, new Date());
    await repo.record('openai', 30, 100, new Date());
    const expected = (await repo.expectedSeconds('openai', 100))!;
    expect(expected).toBeGreaterThan(10);
    expect(expected).toBeLessThan(30);
  });

  it('does not learn from clips so short that start-up dominates', async () => {
    const repo = createIngestThroughputRepo(database.db);
    await repo.record('tiny', 8, 2, new Date());
    expect(await repo.expectedSeconds('tiny', 60)).toBeUndefined();
  });
});
