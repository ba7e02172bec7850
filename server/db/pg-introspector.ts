/**
 * PostgreSQL introspection of the connection's own schema only (its search_path, set per site and
 * per test file). Kysely's own introspector lists the tables of every schema and calls
 * pg_get_serial_sequence on each column: a table renamed or dropped meanwhile in another schema
 * (another site on the same server; a test file dropping its throw-away schema, or renaming a table
 * to make a write fail) makes it fail with 'relation … does not exist'. Kysely's Migrator asks it
 * whether its own tables exist on every run, so a migration could fail for something another
 * schema did. This one reads the catalogue of `current_schema()` alone, columns included.
 */
import { type DatabaseIntrospector, type DatabaseMetadata, type DatabaseMetadataOptions, type Kysely, PostgresDialect, type SchemaMetadata, sql, type TableMetadata } from 'kysely';

interface ColumnRow {
  table: string;
  schema: string;
  kind: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  serial: boolean;
}

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname !~ '^pg_' and nspname != 'information_schema'`.execute(this.db);
    return rows.map((r) => ({ name: r.name }));
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", ns.nspname as "schema", c.relkind as "kind", a.attname as "column",
             t.typname as "type", tns.nspname as "type_schema", a.attnotnull as "not_null", a.atthasdef as "has_default",
             coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false) or a.attidentity != '' as "serial"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, { name: string; schema: string; isView: boolean; columns: TableMetadata['columns'] }>();
    for (const r of rows) {
      if (!options.withInternalKyselyTables && /^kysely_migration(?:_lock)?$/.test(r.table)) continue;
      let table = tables.get(r.table);
      if (!table) tables.set(r.table, (table = { name: r.table, schema: r.schema, isView: r.kind === 'v', columns: [] }));
      table.columns.push({
        name: r.column,
        dataType: r.type,
        dataTypeSchema: r.type_schema,
        isNullable: !r.not_null,
        isAutoIncrementing: r.serial,
        hasDefaultValue: r.has_default,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect with the introspector above. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
