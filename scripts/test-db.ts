// Runs the server's database-backed tests again on PostgreSQL when OTTO_TEST_DATABASE_URL is set
// (.ci/run starts one with scripts/start-test-postgres.sh). Without it there is nothing to do.
import { spawnSync } from 'node:child_process';

if (!process.env.OTTO_TEST_DATABASE_URL) {
  console.log('OTTO_TEST_DATABASE_URL is not set: database tests ran on PGlite only.');
  process.exit(0);
}
const args = ['vitest', 'run', 'apps/server/src', '--exclude', 'apps/server/src/media/**', '--exclude', 'apps/server/src/transcribe/**'];
const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
