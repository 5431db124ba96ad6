/** Runs every benchmark in this folder in turn (npm run bench). Each prints its own figures. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
for (const file of readdirSync(import.meta.dirname).filter(
  (f) => f.endsWith('.bench.ts') && (!only || f.includes(only)),
)) {
  console.log(`\n=== ${file} ===`);
  spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
}
