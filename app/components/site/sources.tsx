import { SOURCES_MSG } from '../../../common/messages-sources.ts';
import { noteId, type SourceNote, sourceId } from '../../../common/source-notes.ts';

/**
 * The 'Fonti' list at the end of a public text (decision 0068): each claim the editors confirmed,
 * quoted, with its source as they wrote it (a link only when it is an http(s) address, never
 * followed for ranking) and a link back to its note in the text. No script; nothing without sources.
 */
export function Sources({ fonti }: { fonti: readonly SourceNote[] }) {
  if (fonti.length === 0) return null;
  return (
    <section className="fonti" aria-labelledby="fonti-titolo">
      <h2 id="fonti-titolo">{SOURCES_MSG.heading}</h2>
      <ol>
        {fonti.map((f) => (
          <li key={f.numero} id={sourceId(f.numero)}>
            <span className="fonti-dato">{`«${f.testo}»`}</span> <span aria-hidden="true">—</span>{' '}
            {f.url ? (
              <a className="fonti-link" href={f.url} rel="nofollow noopener">
                {f.fonte}
              </a>
            ) : (
              <span>{f.fonte}</span>
            )}{' '}
            <a className="fonti-torna" href={`#${noteId(f.numero)}`} aria-label={SOURCES_MSG.backLabel(f.numero)}>
              {SOURCES_MSG.backSymbol}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
