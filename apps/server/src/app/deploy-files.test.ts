/**
 * Containers cannot run here, so the deploy files are checked against what Otto accepts: every
 * compose service built from the Dockerfile runs an `otto` command cli.ts knows, with variables
 * config.ts reads and values it accepts; the Dockerfile's defaults pass the same checks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configVariables, loadConfig } from '../config/config';
import { ottoCommands } from './commands';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => readFileSync(`${repoRoot}${file}`, 'utf8');

interface Service {
  build?: unknown;
  image?: string;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** Compose's interpolation with nothing set in the shell: defaults apply, required ones get a sample. */
const interpolate = (value: string) =>
  value.replace(/\$\{([A-Z0-9_]+)(?::?([-?])([^}]*))?\}/g, (_all, _name: string, kind?: string, rest = '') =>
    kind === '-' ? rest : kind === '?' ? 'x'.repeat(40) : '',
  );

const compose = parse(read('compose.yaml'), { merge: true }) as Compose;
const services = Object.entries(compose.services);
const ottoServices = services.filter(([, s]) => s.build !== undefined || s.image?.startsWith('otto'));
const environmentOf = (service: Service) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]));

describe('compose.yaml', () => {
  it('runs PostgreSQL, MinIO, one server and two workers', () => {
    const commands = ottoServices.map(([, s]) => [s.command].flat().join(' '));
    expect(commands.filter((c) => c === 'server')).toHaveLength(1);
    expect(commands.filter((c) => c === 'worker')).toHaveLength(2);
    expect(services.map(([, s]) => s.image)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^postgres:/), expect.stringMatching(/^minio\//)]),
    );
  });

  it.each(ottoServices)('%s runs a command the otto CLI accepts', (_name, service) => {
    const args = [service.command].flat();
    expect(args).toHaveLength(1);
    expect(ottoCommands).toContain(args[0]);
  });

  it.each(ottoServices)('%s sets only variables Otto reads, with values its config accepts', (_name, service) => {
    const env = environmentOf(service);
    expect(Object.keys(env).filter((key) => !configVariables.includes(key))).toEqual([]);
    const config = loadConfig(env);
    // The scaled-out setup: PostgreSQL and S3, never the embedded database or local disk.
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(config.s3).toBe(true);
    expect(config.SESSION_SECRET?.length).toBeGreaterThanOrEqual(32);
  });

  it('points Otto at the PostgreSQL and MinIO it starts, with the credentials it gives them', () => {
    const postgres = environmentOf(compose.services.postgres!);
    const minio = environmentOf(compose.services.minio!);
    for (const [, service] of ottoServices) {
      const env = environmentOf(service);
      expect(env.DATABASE_URL).toBe(
        `postgres://${postgres.POSTGRES_USER}:${postgres.POSTGRES_PASSWORD}@postgres:5432/${postgres.POSTGRES_DB}`,
      );
      expect(env.S3_ACCESS_KEY_ID).toBe(minio.MINIO_ROOT_USER);
      expect(env.S3_SECRET_ACCESS_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    }
  });

  it('has health checks, waits on them, and declares every named volume it mounts', () => {
    for (const [name, service] of services) {
      const command = [service.command].flat().join(' ');
      // A worker answers no HTTP; everything else must say when it is ready.
      if (command !== 'worker') expect(service.healthcheck?.test, name).toBeDefined();
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        expect(condition).toBe('service_healthy');
      }
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.') && !source.startsWith('/')) expect(compose.volumes).toHaveProperty(source);
      }
    }
    const server = ottoServices.find(([, s]) => [s.command].flat()[0] === 'server')![1];
    expect(server.healthcheck?.test?.join(' ')).toContain('/api/health');
  });
});

describe('Dockerfile', () => {
  // One line per instruction: continuation lines joined.
  const lines = read('Dockerfile').replace(/\\\n\s*/g, ' ').split('\n');
  const instruction = (name: string) =>
    lines.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());

  it('builds in stages and runs as a non-root user', () => {
    expect(instruction('FROM').length).toBeGreaterThanOrEqual(2);
    expect(instruction('USER').at(-1)).toBe('otto');
    const runtimePackages = instruction('RUN').join(' ');
    for (const pkg of ['ffmpeg', 'pocketsphinx', 'pocketsphinx-en-us', 'fonts-dejavu-core']) {
      expect(runtimePackages).toMatch(new RegExp(`\\s${pkg}\\s`));
    }
  });

  it('runs `otto start` by default through the otto bin', () => {
    const entrypoint = JSON.parse(instruction('ENTRYPOINT').at(-1)!) as string[];
    const script = entrypoint.find((arg) => arg.endsWith('.js'))!;
    expect(existsSync(`${repoRoot}${script}`)).toBe(true);
    const cmd = JSON.parse(instruction('CMD').at(-1)!) as string[];
    expect(cmd).toEqual(['start']);
    expect(ottoCommands).toContain(cmd[0]);
  });

  it('sets only variables Otto reads, with values its config accepts', () => {
    const env = Object.fromEntries(
      instruction('ENV')
        .flatMap((line) => line.trim().split(/\s+/))
        .map((pair) => pair.split('=') as [string, string]),
    );
    const ours = Object.keys(env).filter((key) => key !== 'NODE_ENV');
    expect(ours.filter((key) => !configVariables.includes(key))).toEqual([]);
    expect(loadConfig(env).dataDir).toBe('/data');
    expect(instruction('VOLUME').join(' ')).toContain('/data');
  });
});
