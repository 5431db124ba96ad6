/**
 * A small seeded fuzz generator for API requests, driven by the routes' zod schemas. No
 * dependency: the same seed gives the same requests, so a failure reproduces (FUZZ_SEED=…).
 */

import { seeded } from '@otto/shared/seeded-random';

export type Rng = () => number;

/** The same seed, the same requests (see seeded-random). */
export const seededRng: (seed: number) => Rng = seeded;

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** A v4-shaped uuid from the generator (not crypto: it must reproduce). */
export function fakeUuid(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rng() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(rng, ['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

/** Strings that break naive code: NUL, lone surrogates, RTL override, emoji, SQL and path tricks. */
export const hostileStrings: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202egnp.exe',
  '😀'.repeat(40),
  'Ω≈ç√∫˜µ≤≥÷',
  "'; drop table users; --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  ' \t\n ',
  '',
];

/** Path parameter values a router or handler may choke on (already URL-encoded). */
export const hostilePathParams: readonly string[] = [
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '..',
  '%00',
  'a%00b',
  '%ZZ',
  'not-a-uuid',
  '%F0%9F%98%80',
  'A'.repeat(4000),
  '00000000-0000-0000-0000-00000000000g',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '-1',
  '1e309',
];

/** Values of every JSON type, to put where the schema expects another. */
const anyJson: readonly unknown[] = [123, -1, 1e308, 0.5, 'str', '', true, false, null, [], [1, 'a'], {}, { a: 1 }];

const jsonType = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A value of another JSON type than `value`. */
export function wrongTypeFor(rng: Rng, value: unknown): unknown {
  const type = jsonType(value);
  return pick(
    rng,
    anyJson.filter((v) => jsonType(v) !== type),
  );
}

/** `{"a":{"a":…}}` nested `depth` times, as JSON text (building it as an object would be the same). */
export const deeplyNested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** What a sampled field may take instead of a random value: a real id of the fixtures, by field name. */
export type Hints = (key: string) => readonly unknown[] | undefined;

interface ZodDef {
  type: string;
  format?: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, unknown>;
  element?: unknown;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  innerType?: unknown;
  options?: readonly unknown[];
  keyType?: unknown;
  valueType?: unknown;
  in?: unknown;
  getter?: () => unknown;
  items?: readonly unknown[];
}

const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

const checkOf = (def: ZodDef, check: string) => def.checks?.map((c) => c._zod.def).find((c) => c.check === check);

function sampleString(rng: Rng, def: ZodDef): string {
  const format = def.format ?? (checkOf(def, 'string_format')?.format as string | undefined);
  if (format === 'uuid' || format === 'guid') return fakeUuid(rng);
  if (format === 'email') return 'fuzz@example.com';
  if (format === 'regex') {
    const pattern = String(checkOf(def, 'string_format')?.pattern ?? '');
    if (pattern.includes('#')) return '#a1b2c3';
    return pick(rng, ['a', 'b_roll', 'x1']);
  }
  const min = Number(checkOf(def, 'min_length')?.minimum ?? 0);
  const max = Number(checkOf(def, 'max_length')?.maximum ?? 40);
  const base = pick(rng, ['fuzz', 'Interview', 'hello world', 'en', 'auto', 'x', 'video/mp4']);
  return base.padEnd(min, 'x').slice(0, Math.max(max, min));
}

function sampleNumber(rng: Rng, def: ZodDef): number {
  const min = checkOf(def, 'greater_than')?.value as number | undefined;
  const max = checkOf(def, 'less_than')?.value as number | undefined;
  const int = checkOf(def, 'number_format') !== undefined;
  let n = pick(rng, [0, 1, 2, 3, 7, 0.5, 1.5]);
  if (int) n = Math.floor(n);
  if (min !== undefined && n < min) n = min;
  if (max !== undefined && n > max) n = max;
  return n;
}

/** A value the schema probably accepts (fuzzing needs requests that get past validation too). */
export function sample(schema: unknown, rng: Rng, hints: Hints, key = '', depth = 0): unknown {
  const def = defOf(schema);
  const hinted = hints(key);
  if (hinted?.length && rng() < 0.8) return pick(rng, hinted);
  if (!def || depth > 12) return null;
  const next = (s: unknown, k = key) => sample(s, rng, hints, k, depth + 1);
  switch (def.type) {
    case 'string':
      return sampleString(rng, def);
    case 'number':
      return sampleNumber(rng, def);
    case 'boolean':
      return rng() < 0.5;
    case 'null':
      return null;
    case 'literal':
      return pick(rng, def.values ?? [null]);
    case 'enum':
      return pick(rng, Object.values(def.entries ?? {}));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return next(def.innerType);
    case 'nullable':
      return rng() < 0.15 ? null : next(def.innerType);
    case 'pipe':
      return next(def.in);
    case 'lazy':
      return next(def.getter?.());
    case 'union':
      return next(pick(rng, def.options ?? []));
    case 'array':
      return Array.from({ length: 1 + Math.floor(rng() * 2) }, () => next(def.element));
    case 'tuple':
      return (def.items ?? []).map((item) => next(item));
    case 'record':
      return rng() < 0.5 ? {} : { [String(next(def.keyType, ''))]: next(def.valueType, '') };
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, field] of Object.entries(def.shape ?? {})) {
        const optional = ['optional', 'default'].includes(defOf(field)?.type ?? '');
        if (!optional || rng() < 0.5) out[k] = next(field, k);
      }
      return out;
    }
    default:
      return pick(rng, anyJson);
  }
}

/** The top-level field names of an object schema (through optional, default and pipes); [] otherwise. */
export function schemaKeys(schema: unknown): string[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (['optional', 'default', 'prefault', 'nullable', 'readonly'].includes(def.type)) return schemaKeys(def.innerType);
  if (def.type === 'pipe') return schemaKeys(def.in);
  return [];
}

/** Every path to a value inside `value` (objects and arrays), up to `maxDepth` levels. */
export function leafPaths(value: unknown, maxDepth = 4, prefix: (string | number)[] = []): (string | number)[][] {
  if (prefix.length >= maxDepth || value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value as Record<string, unknown>);
  const below = entries.flatMap(([k, v]) => leafPaths(v, maxDepth, [...prefix, k]));
  return prefix.length ? [prefix, ...below] : below;
}

/** A deep copy of `value` with the value at `path` replaced. */
export function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

export const valueAt = (value: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | null)?.[key], value);
