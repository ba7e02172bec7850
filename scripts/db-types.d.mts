/** server/db/types.ts, where `npm run db:types` writes. */
export const DB_TYPES_FILE: string;
/** The text of server/db/types.ts for the schema the migrations build today. */
export function renderDbTypes(): Promise<string>;
/** Writes the generated types to `file` (server/db/types.ts by default) and returns its path. */
export function writeDbTypes(file?: string): Promise<string>;
