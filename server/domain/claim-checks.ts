import type { Kysely } from 'kysely';
import {
  type AiVerification,
  type ClaimConfirmation,
  type ClaimContentType,
  claimKey,
  type GateClaim,
  gateKey,
  unresolvedClaims,
  verificationClaims,
} from '../../common/claims.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../common/schemas-claims.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { fingerprint } from '../lib/fingerprint.ts';
import type { AiService } from './ai.ts';
import { verifyText } from './claim-verification.ts';
import { AppError } from './errors.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/** Who resolves a claim: the session's user. */
export interface Resolver {
  id: number;
  username: string;
}

/**
 * The publishing gate's memory (decision 0023): the confirmations editors gave (claim, source,
 * who, when) and the latest model-based verification of each text. Reviews, guides and news call
 * `gate` when a text is about to be public and `forVisitors` when a page shows it.
 */
/** How many texts' unresolved claims are remembered for public reads (a few claims each, usually none). */
const PUBLIC_MEMO_SIZE = 1000;

export class ClaimChecksService {
  /** The unresolved claims of a text by fingerprint of the text, its facts and its gate state (LRU). */
  private readonly memo = new Map<string, GateClaim[]>();

  constructor(
    private readonly db: Db,
    private readonly ai?: AiService,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * What a visitor may read of a text: `render(open)` gets the claims nobody resolved. The check
   * costs milliseconds per text, a list of them tens: the claims found are remembered (not the
   * HTML, so memory stays small) until the text, the facts it is checked against (`factsStamp`),
   * its verification or its confirmations change.
   */
  async forVisitors<R>(tipo: ClaimContentType, id: number, html: string, factsStamp: string, claims: () => readonly GateClaim[], render: (open: GateClaim[]) => R): Promise<R> {
    const [verification, confirmations] = await Promise.all([this.verification(tipo, id), this.confirmations(tipo, id)]);
    const last = confirmations.at(-1);
    const key = `${tipo}:${id}:${fingerprint(html, factsStamp, verification?.created_at, verification?.stato, confirmations.length, last?.created_at, last?.chiave)}`;
    let open = this.memo.get(key);
    if (open) {
      this.memo.delete(key);
    } else {
      const all: GateClaim[] = [...claims()];
      const keys = new Set(all.map((c) => claimKey(c.text)));
      for (const c of verificationClaims(html, verification)) if (!keys.has(claimKey(c.text))) all.push(c);
      open = unresolvedClaims(all, confirmations);
      if (this.memo.size >= PUBLIC_MEMO_SIZE) this.memo.delete(this.memo.keys().next().value!);
    }
    this.memo.set(key, open);
    return render(open);
  }

  /** The latest model-based verification of a text, if one ran. */
  async verification(tipo: ClaimContentType, id: number, k: Kysely<Database> = this.db.kysely): Promise<AiVerification | null> {
    const row = await k.selectFrom('ai_verifications').selectAll().where('tipo', '=', tipo).where('id_contenuto', '=', id).executeTakeFirst();
    if (!row) return null;
    let affermazioni: AiVerification['affermazioni'] = [];
    try {
      const parsed: unknown = JSON.parse(row.affermazioni);
      if (Array.isArray(parsed)) affermazioni = parsed as AiVerification['affermazioni'];
    } catch {
      // A row written by hand: no claims rather than a failed page.
    }
    return {
      stato: row.stato === 'completata' ? 'completata' : 'non completata',
      affermazioni,
      modello: row.modello,
      errore: row.errore,
      created_at: row.created_at,
    };
  }

  /** Stores a verification as the text's latest (replacing the previous one). */
  async saveVerification(tipo: ClaimContentType, id: number, v: AiVerification, k: Kysely<Database> = this.db.kysely): Promise<void> {
    const values = {
      stato: v.stato,
      affermazioni: JSON.stringify(v.affermazioni),
      modello: v.modello ?? null,
      errore: v.errore ?? null,
      created_at: v.created_at ?? this.clock.nowIso(),
    };
    await k
      .insertInto('ai_verifications')
      .values({ tipo, id_contenuto: id, ...values })
      .onConflict((oc) => oc.columns(['tipo', 'id_contenuto']).doUpdateSet(values))
      .execute();
  }

  /** Runs the model pass over a text against its facts (never throws for the model's failures). */
  verify(facts: string, html: string, signal?: AbortSignal): Promise<AiVerification> {
    if (!this.ai) throw new Error('ClaimChecksService senza AI');
    return verifyText(this.ai, facts, html, signal);
  }

  /** The confirmations of a text, oldest first. */
  async confirmations(tipo: ClaimContentType, id: number, k: Kysely<Database> = this.db.kysely): Promise<ClaimConfirmation[]> {
    return k
      .selectFrom('claim_confirmations')
      .select(['testo', 'chiave', 'tipo_dato', 'fonte', 'autore', 'created_at'])
      .where('tipo', '=', tipo)
      .where('id_contenuto', '=', id)
      .orderBy('id')
      .execute();
  }

  /**
   * Every claim of a text that is not resolved: the deterministic ones given, the model's still in
   * the text (`html`: the whole text the model read), a failed verification; minus the confirmed.
   */
  async unresolved<T extends GateClaim>(
    tipo: ClaimContentType,
    id: number,
    claims: readonly T[],
    html: string,
    k: Kysely<Database> = this.db.kysely,
  ): Promise<Array<T | GateClaim>> {
    const verification = await this.verification(tipo, id, k);
    const all: Array<T | GateClaim> = [...claims];
    const keys = new Set(claims.map((c) => claimKey(c.text)));
    for (const c of verificationClaims(html, verification)) if (!keys.has(claimKey(c.text))) all.push(c);
    return unresolvedClaims(all, await this.confirmations(tipo, id, k));
  }

  /**
   * The publishing gate: records the confirmations given for claims the text really has (with who
   * and when), then refuses (409 {error, non_verificati}) while any claim is unresolved.
   */
  async gate<T extends GateClaim>(
    tipo: ClaimContentType,
    id: number,
    claims: readonly T[],
    html: string,
    options: {
      conferme?: ConfirmationsInput;
      utente?: Resolver | null;
      message(n: number): string;
      locate?(claim: GateClaim): Partial<T>;
      /** Each claim listed with why it is flagged (decision 0069). */
      explain?(claims: GateClaim[]): GateClaim[];
      trx?: Kysely<Database>;
    },
  ): Promise<void> {
    const k = options.trx ?? this.db.kysely;
    let open = await this.unresolved(tipo, id, claims, html, k);
    if (open.length > 0 && options.conferme?.length) {
      const given = new Map(options.conferme.map((c) => [claimKey(c.testo), c.fonte]));
      if (await this.insertConfirmations(tipo, id, open, given, options.utente ?? null, k)) open = await this.unresolved(tipo, id, claims, html, k);
    }
    if (open.length > 0) {
      // The deterministic claims know where they are; the model's are placed by `locate`.
      const listed = open.map((c) => (options.locate && !('parte' in c) ? { ...c, ...options.locate(c) } : c));
      throw new AppError(409, options.message(open.length), { non_verificati: options.explain ? options.explain(listed) : listed });
    }
  }

  /**
   * POST /api/verifica/{tipo}/{id}/conferme (decision 0069): confirmations recorded without
   * publishing, like the gate's (claim, source, who, when). Each must name a claim the stored text
   * holds: one already confirmed is left as it is, one the text does not hold refuses them all (409).
   */
  async confirm(tipo: ClaimContentType, id: number, claims: readonly GateClaim[], html: string, conferme: ConfirmationsInput, utente: Resolver | null): Promise<void> {
    const open = await this.unresolved(tipo, id, claims, html);
    const openKeys = new Set(open.map((c) => claimKey(c.text)));
    const confirmed = new Set((await this.confirmations(tipo, id)).map((c) => claimKey(c.testo)));
    const foreign = conferme.find((c) => !openKeys.has(claimKey(c.testo)) && !confirmed.has(claimKey(c.testo)));
    if (foreign) throw new AppError(409, CLAIMS_MSG.confirmationNotInText(foreign.testo));
    await this.insertConfirmations(tipo, id, open, new Map(conferme.map((c) => [claimKey(c.testo), c.fonte])), utente, this.db.kysely);
  }

  /** The rows of the `open` claims `given` a source; false when none is. */
  private async insertConfirmations(
    tipo: ClaimContentType,
    id: number,
    open: readonly GateClaim[],
    given: ReadonlyMap<string, string>,
    utente: Resolver | null,
    k: Kysely<Database>,
  ): Promise<boolean> {
    const now = this.clock.nowIso();
    const rows = open
      .filter((c) => given.has(claimKey(c.text)))
      .map((c) => ({
        tipo,
        id_contenuto: id,
        testo: c.text,
        chiave: gateKey(c),
        tipo_dato: c.kind,
        fonte: given.get(claimKey(c.text))!,
        id_utente: utente?.id ?? null,
        autore: utente?.username ?? 'sistema',
        created_at: now,
      }));
    if (rows.length === 0) return false;
    await k.insertInto('claim_confirmations').values(rows).execute();
    return true;
  }

  /** Confirmations written by the seed or a migration of content (no session). */
  async record(
    tipo: ClaimContentType,
    id: number,
    items: ReadonlyArray<{ testo: string; tipo_dato: string; fonte: string }>,
    autore: string,
    k: Kysely<Database> = this.db.kysely,
  ): Promise<void> {
    if (items.length === 0) return;
    const now = this.clock.nowIso();
    await k
      .insertInto('claim_confirmations')
      .values(
        items.map((c) => ({
          tipo,
          id_contenuto: id,
          testo: c.testo,
          chiave: claimKey(c.testo),
          tipo_dato: c.tipo_dato,
          fonte: c.fonte,
          id_utente: null,
          autore,
          created_at: now,
        })),
      )
      .execute();
  }

  /** Deleting a text deletes what was recorded about it. */
  async forget(tipo: ClaimContentType, id: number, k: Kysely<Database> = this.db.kysely): Promise<void> {
    await k.deleteFrom('claim_confirmations').where('tipo', '=', tipo).where('id_contenuto', '=', id).execute();
    await k.deleteFrom('ai_verifications').where('tipo', '=', tipo).where('id_contenuto', '=', id).execute();
  }
}
