import type { GuideClaim } from '../../../common/guide-grounding.ts';
import { EDITOR_MSG } from '../../../common/messages-editor.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { ApiError } from '../../lib/api.ts';

/** The claims of a 409 from publish or save ({error, non_verificati}), else null. */
export function unverifiedFrom(err: unknown): GuideClaim[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const body = err.body as { non_verificati?: unknown } | null;
  return Array.isArray(body?.non_verificati) ? (body.non_verificati as GuideClaim[]) : null;
}

/** What a confirmation shows: how many claims the products' data does not support, and which. */
export function UnverifiedClaims({ claims }: { claims: readonly GuideClaim[] }) {
  const texts = [...new Set(claims.map((c) => c.text))];
  return (
    <>
      <p>{G.unverifiedCount(claims.length)}</p>
      <p className="muted">{G.unverifiedIntro}</p>
      <ul className="guide-claims-list">
        {texts.map((text) => (
          <li key={text}>
            <span className="sr-only">{EDITOR_MSG.unverified}: </span>
            <mark className="rte-unverified">{text}</mark>
          </li>
        ))}
      </ul>
    </>
  );
}
