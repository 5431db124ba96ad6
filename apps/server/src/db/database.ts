import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access that pg-boss and LISTEN/NOTIFY need, the same for PGlite and PostgreSQL. */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  db: Db;
  sql: SqlClient;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dir` (or in memory when dir is undefined). */
export async function openDatabase(opts: { url?: string; dir?: string }): Promise<Database> {
  const database = opts.url ? await openPostgres(opts.url) : await openPglite(opts.dir);
  await migrateDatabase(database);
  return database;
}

async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}

async function openPglite(dir?: string): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // PGlite runs one statement at a time; pg-boss sends overlapping calls, so queue them.
  let chain: Promise<unknown> = Promise.resolve();
  const serialise = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };
  const sql: SqlClient = {
    executeSql: (text, values) =>
      serialise(async () => {
        // Parameterless calls may hold several statements (pg-boss migrations): only exec takes those.
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          const last = results.at(-1);
          return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
        }
        const result = await client.query(text, values);
        return { rows: result.rows as Record<string, unknown>[] };
      }),
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await serialise(() => client.query('select pg_notify($1, $2)', [channel, payload]));
    },
  };
  return { db, sql, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that drops (server restart) errors on the pool: without a listener that kills the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<pg.PoolClient>();
  let closed = false;
  const sql: SqlClient = {
    executeSql: async (text, values) => {
      const result = await pool.query(text, values as unknown[] | undefined);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    listen: async (channel, onPayload) => {
      const quoted = `"${channel.replace(/"/g, '')}"`;
      let current: pg.PoolClient | null = null;
      let stopped = false;
      const connect = async () => {
        const client = await pool.connect();
        client.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
        });
        // A LISTEN connection that drops would otherwise crash the process and lose every later event.
        client.on('error', () => {
          // Only a connection still held for LISTEN is ours to release; after unsubscribe or close
          // (a dropped test database, a server shutdown) the pool already has it back.
          if (!listeners.delete(client)) return;
          client.release(true);
          current = null;
          retry();
        });
        await client.query(`listen ${quoted}`);
        current = client;
        listeners.add(client);
      };
      const retry = () => {
        if (!stopped && !closed) setTimeout(() => void connect().catch(retry), 1000);
      };
      await connect();
      return async () => {
        stopped = true;
        const client = current;
        if (!client || !listeners.delete(client)) return;
        await client.query(`unlisten ${quoted}`).catch(() => undefined);
        client.release();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
  return {
    db,
    sql,
    kind: 'postgres',
    close: async () => {
      closed = true;
      for (const c of listeners) c.release();
      listeners.clear();
      await pool.end();
    },
  };
}
