import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_TYPES_FILE, writeDbTypes } from '../../scripts/db-types.mjs';

/**
 * server/db/types.ts is generated from the migrated schema (`npm run db:types`): a migration
 * committed without regenerating it fails here, so the code never types a table as it used to be.
 */
describe('database types', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-db-types-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('the committed server/db/types.ts is what the migrations generate today', async () => {
    const fresh = await writeDbTypes(path.join(dir, 'types.ts'));
    const committed = fs.readFileSync(DB_TYPES_FILE, 'utf8');
    expect(fs.readFileSync(fresh, 'utf8'), 'server/db/types.ts non corrisponde alle migrazioni: esegui npm run db:types').toBe(committed);
  });

  it('keeps the names the code reads: Database and one <Name>Table per table, keys never null', () => {
    const committed = fs.readFileSync(DB_TYPES_FILE, 'utf8');
    expect(committed).toMatch(/^export interface Database \{$/m);
    expect(committed).toMatch(/^ {2}reviews: ReviewsTable;$/m);
    expect(committed).not.toMatch(/_fts/);
    expect(committed).not.toMatch(/id: Generated<number \| null>/);
  });
});
