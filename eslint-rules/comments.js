/**
 * Comments explain the code, not the ticket that asked for it.
 *
 * A ticket number in a comment ('issue', or 'task', then its number, with or without '#') sends the reader to a tracker that is not in the
 * repository and says nothing the sentence could not say itself; they piled up again after every
 * clean-up. The rule reports them in any comment; the sentence is rewritten to stand alone.
 * Architectural choices are referenced by their record ('decision 0036'), which lives in
 * docs/decisions/ next to the code: that stays allowed.
 */

/** The word 'issue(s)' or 'task(s)', then a number, with or without '#', in any case. */
const TICKET = /\b(?:issues?|tasks?)\s?#?\s?\d+/i;

const noTicketRefs = {
  meta: {
    type: 'suggestion',
    docs: { description: "Forbid 'issue N' / 'task N' references in comments: the comment says what it means, decisions are 'decision 00NN'" },
    schema: [],
    messages: {
      ticket: "This comment points to a ticket ('{{found}}'): say what the code does and why in a sentence that stands alone (a choice is cited as 'decision 00NN').",
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = TICKET.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'ticket', data: { found: match[0] } });
        }
      },
    };
  },
};

export default { meta: { name: 'scorta-comments' }, rules: { 'no-ticket-refs': noTicketRefs } };
