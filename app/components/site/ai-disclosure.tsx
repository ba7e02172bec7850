import { CLAIMS_MSG } from '../../../common/messages-claims.ts';

/**
 * The line under a public text written with AI and published by the editors (AI_DISCLOSURE, on by
 * default): the transparency the EU AI Act asks of published AI text (decision 0023).
 */
export function AiDisclosure() {
  return (
    <p className="ai-disclosure">
      <small>{CLAIMS_MSG.disclosure}</small>
    </p>
  );
}
