import type { Kysely } from 'kysely';
import type { AiVerification, ClaimReport, GateClaim } from '../../../common/claims.ts';
import type { ContentType } from '../../../common/content-types.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Database } from '../../db/types.ts';
import type { ClaimChecksService, Resolver } from '../claim-checks.ts';

/**
 * What a type's claims are read from and held to (decision 0044, the claims subject): `T` is the
 * text as the gate reads it (without its id), `F` the facts it is held to. Declared once per type
 * in ./claims-subjects.ts; ContentClaims does the rest the same way for every type.
 */
export interface ClaimsSubject<T, F, K extends ContentType = ContentType> {
  tipo: K;
  /** The whole text as one HTML: what the model reads, where its claims are looked for. */
  html(text: T): string;
  /** Whether the text is held to facts at all (a hand-written news item without a source is not). */
  held(text: T): boolean;
  /** The claims of the text its facts do not support (the deterministic check). */
  claims(text: T, facts: F): GateClaim[];
  /** The facts as the model reads them. */
  factsText(text: T, facts: F): string;
  /** Changes whenever what `claims` is checked against changes: the visitors' cache is read again. */
  stamp(text: T, facts: F): string;
  /** Where a claim of the model's sits (a guide's part); absent for a type read as one text. */
  locate?(text: T, claim: GateClaim): Record<string, unknown>;
  /** A visitor's copy: each part of the text without the sentences stating an `open` claim. */
  cut<U extends T>(text: U, open: readonly GateClaim[]): U;
  /** The 409's message for `n` unresolved claims. */
  message(n: number): string;
  /** Each claim with why it is flagged (decision 0069): what staff read, never visitors. */
  explain<C extends GateClaim>(text: T, facts: F, claims: readonly C[]): C[];
}

/** The gate's options: the claims the editor confirms (each with its source) and who does. */
export interface ClaimsGateOptions {
  conferme?: ConfirmationsInput;
  utente?: Resolver | null;
}

type WithId<T> = T & { id: number };

/**
 * The publishing gate of every publishable type (decision 0023), the same calls whatever the type
 * (decision 0044): the text against its facts and the model-based verification, the claims the
 * editors confirmed, visitors' reads cut of what nobody resolved.
 */
export class ContentClaims<T, F> {
  constructor(
    private readonly claims: ClaimChecksService,
    private readonly subject: ClaimsSubject<T, F>,
  ) {}

  /** The text the claims are read from (blank: nothing for the model to verify). */
  html(text: T): string {
    return this.subject.html(text);
  }

  /** A claim of the model's with the place it sits in (a guide's part). */
  private placed(text: T, claim: GateClaim): GateClaim {
    const { locate } = this.subject;
    return locate && !('parte' in claim) ? { ...claim, ...locate(text, claim) } : claim;
  }

  /** The claims of this text still to resolve (none when it is held to nothing). */
  async open(text: WithId<T>, facts: F, k?: Kysely<Database>): Promise<GateClaim[]> {
    const s = this.subject;
    if (!s.held(text)) return [];
    const open = await this.claims.unresolved(s.tipo, text.id, s.claims(text, facts), s.html(text), k);
    return s.explain(
      text,
      facts,
      open.map((c) => this.placed(text, c)),
    );
  }

  /** 409 {error, non_verificati} unless every claim is resolved (or confirmed now); `trx`: the write's transaction. */
  async gate(text: WithId<T>, facts: F, options: ClaimsGateOptions & { trx?: Kysely<Database> }): Promise<void> {
    const s = this.subject;
    if (!s.held(text)) return;
    await this.claims.gate(s.tipo, text.id, s.claims(text, facts), s.html(text), {
      ...options,
      message: s.message,
      locate: (c) => this.placed(text, c),
      explain: (open) => s.explain(text, facts, open),
    });
  }

  /** What a visitor reads: no sentence stating a claim nobody resolved (the facts may have changed since publication). */
  forVisitor<U extends WithId<T>>(text: U, facts: F): Promise<U> {
    const s = this.subject;
    if (!s.held(text)) return Promise.resolve(text);
    return this.claims.forVisitors(
      s.tipo,
      text.id,
      s.html(text),
      s.stamp(text, facts),
      () => s.claims(text, facts),
      (open) => (open.length === 0 ? text : s.cut(text, open)),
    );
  }

  /**
   * GET /api/verifica/{tipo}/{id}: the claims to resolve, the latest model pass, the confirmations.
   * With `confirm` (POST …/conferme), its confirmations are recorded first: each of a claim this
   * text holds (decision 0069).
   */
  async report(text: WithId<T>, facts: F, confirm?: ClaimsGateOptions): Promise<ClaimReport> {
    const s = this.subject;
    if (confirm?.conferme?.length) {
      await this.claims.confirm(s.tipo, text.id, s.held(text) ? s.claims(text, facts) : [], s.html(text), confirm.conferme, confirm.utente ?? null);
    }
    return {
      non_verificati: await this.open(text, facts),
      verifica: await this.claims.verification(this.subject.tipo, text.id),
      conferme: await this.claims.confirmations(this.subject.tipo, text.id),
    };
  }

  /** The model-based pass over a text against its facts (a generation's: nothing stored). */
  verify(text: T, facts: F, signal?: AbortSignal): Promise<AiVerification> {
    return this.claims.verify(this.subject.factsText(text, facts), this.subject.html(text), signal);
  }

  /** The model-based pass over a stored text, kept as its latest. */
  async reverify(text: WithId<T>, facts: F, signal?: AbortSignal): Promise<AiVerification> {
    const verifica = await this.verify(text, facts, signal);
    await this.keep(text.id, verifica);
    return verifica;
  }

  /** A verification kept as the text's latest (the one a generation ran, sent with the save). */
  keep(id: number, verifica: AiVerification, k?: Kysely<Database>): Promise<void> {
    return this.claims.saveVerification(this.subject.tipo, id, verifica, k);
  }

  /** Deleting a text deletes what was recorded about it. */
  forget(id: number): Promise<void> {
    return this.claims.forget(this.subject.tipo, id);
  }
}
