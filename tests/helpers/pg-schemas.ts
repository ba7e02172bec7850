import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prefix of this run's PostgreSQL test schemas (tests/helpers/app.ts). */
    pgSchemaPrefix: string;
  }
}

/**
 * Global setup of the api-postgres project: each test file works in its own schema named with this
 * run's prefix, and the schemas are dropped here, once every file has finished, not by each file.
 * A `drop schema … cascade` while another file migrates broke that file's migration: Kysely's
 * migrator reads the catalog of every schema, and one vanishing under it reads as 'schema "t_…"
 * does not exist'.
 */
export default function setup(project: TestProject) {
  const prefix = `t_${randomBytes(4).toString('hex')}_`;
  project.provide('pgSchemaPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where starts_with(nspname, $1)`, [prefix]);
      for (const { name } of rows) await client.query(`drop schema "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
