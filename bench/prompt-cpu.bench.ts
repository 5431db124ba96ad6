/**
 * What one prompt costs the API (issue 21 item 4): prompts sent one after another through a real
 * app (PGlite) on a project holding an analysed 1-hour transcript, so each latency is the server's
 * own work per prompt, which concurrent prompts queue behind. Prints p50/p99 latency per prompt kind
 * and the process's mean CPU time per prompt (steadier than latency on a shared, busy machine).
 * Run: node --import tsx bench/prompt-cpu.bench.ts [prompts per kind = 40]
 * Profile: add --cpu-prof --cpu-prof-dir=/tmp/prof before --import.
 */
import { signUpUser } from '../apps/server/src/auth/auth.test-helpers';
import { createTestApp } from '../apps/server/src/test/test-app';
import { hourOfWords, interviewProject } from './interview-hour.support';

const runs = Number(process.argv[2] ?? 40);
const prompts = [
  'Make a 60 second clip about the most important moment',
  'What topics does this cover?',
  'Find where they talk about hiring',
];

const ctx = await createTestApp({ LOG_LEVEL: 'silent' });
try {
  const words = hourOfWords();
  const user = await signUpUser(ctx.app, { email: 'prompt-cpu@example.com', password: 'correct horse battery' });
  const projectId = await interviewProject(ctx, user, 'Interview', words);

  const ask = async (prompt: string): Promise<number> => {
    const started = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/prompt`,
      headers: { cookie: user.cookie },
      payload: { prompt },
    });
    if (res.statusCode !== 200) throw new Error(`prompt answered ${res.statusCode}: ${res.body}`);
    return performance.now() - started;
  };
  console.log(`${words.length} words; first prompt (analyses the hour) ${Math.round(await ask(prompts[1]!))} ms`);
  for (const prompt of prompts) {
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < runs; i++) times.push(await ask(prompt));
    const used = process.cpuUsage(cpu);
    const cpuMs = ((used.user + used.system) / 1000 / runs).toFixed(1);
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(
      `${prompt.padEnd(56)} p50 ${at(0.5).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms  CPU ${cpuMs.padStart(6)} ms`,
    );
  }
} finally {
  await ctx.close();
}
