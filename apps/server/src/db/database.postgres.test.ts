import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresSchema } from '../../test/database';
import { openDatabase } from './database';

const baseUrl = process.env.TEST_DATABASE_URL;

// Several databases may live in one PostgreSQL database as schemas (the tests' own, or tenants): opening one must not
// depend on the others staying put while it migrates.
describe.skipIf(baseUrl === undefined)(
  'openDatabase on PostgreSQL, beside other schemas',
  { timeout: 60_000 },
  () => {
    const dropped: Array<() => Promise<void>> = [];
    afterAll(() => Promise.all(dropped.map((drop) => drop())));

    it("migrates while other schemas of the database are dropped, and sees only its own schema's tables", async () => {
      const url = baseUrl as string;
      const others = await Promise.all(Array.from({ length: 24 }, () => freshPostgresSchema(url)));
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      for (const { schema } of others)
        await admin.query(`CREATE TABLE ${schema}.filler (id serial primary key, a text, b text, c text)`);
      await admin.end();

      const ours = await Promise.all(Array.from({ length: 4 }, () => freshPostgresSchema(url)));
      dropped.push(...ours.map((schema) => schema.drop));
      const opening = Promise.all(
        ours.map((schema) => openDatabase({ dataDir: '/nonexistent', databaseUrl: schema.url })),
      );
      await Promise.all(others.map((other) => other.drop()));
      const databases = await opening;

      for (const db of databases) {
        const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
        const schemas = new Set(tables.map((table) => table.schema));
        expect(schemas.size).toBe(1);
        expect(tables.map((table) => table.name)).toContain('users');
        await db.destroy();
      }
    });
  },
);
