import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = fileURLToPath(new URL('../../test-fixtures/import-rules/', import.meta.url));

/** Runs the same command `npm run check:imports` runs, in `cwd`. */
function checkImports(cwd: string) {
  const run = spawnSync(
    process.execPath,
    [`${repo}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`, '--config', `${repo}.dependency-cruiser.cjs`, 'apps'],
    { cwd, encoding: 'utf8' },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('import rules (npm run check:imports)', () => {
  it('fail on a type-only cycle, a feature importing app/ and infrastructure importing a feature', () => {
    const { status, output } = checkImports(fixture);
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-circular: apps\/web\/src\/a\.ts/);
    expect(output).toMatch(/no-circular: apps\/server\/src\/(app\/app|health\/health\.routes)\.ts/);
    expect(output).toMatch(/nothing-imports-app: apps\/server\/src\/health\/health\.routes\.ts → apps\/server\/src\/app\/app\.ts/);
    expect(output).toMatch(/infrastructure-knows-no-feature: apps\/server\/src\/jobs\/queue\.ts → apps\/server\/src\/ingest\/ingest\.handler\.ts/);
  });
});
