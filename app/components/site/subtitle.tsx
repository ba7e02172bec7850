/**
 * A text's subtitle (`sottotitolo`) under its title, on the review, guide and news pages: plain
 * text (React escapes it), nothing when there is none.
 */
export function Subtitle({ text }: { text: string | null | undefined }) {
  return text ? <p className="subtitle">{text}</p> : null;
}
