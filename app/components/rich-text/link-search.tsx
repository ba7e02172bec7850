import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';
import { STATUS_LABELS } from '../../../common/messages.ts';
import { type ContentLink, contentLinksQuery } from '../../entities/content-links/api.ts';
import { useSearchTerm } from './use-search-term.ts';

/**
 * The link form's search of this site's texts by title: typing (debounced) lists the reviews,
 * guides and news found, each with its type (and its status when not published); choosing one
 * links its public path. Enter in the search chooses the first, ArrowDown moves to the list.
 */
export function LinkSearch({ onChoose }: { onChoose(link: ContentLink): void }) {
  const id = useId();
  const list = useRef<HTMLUListElement | null>(null);
  const [text, setText] = useState('');
  // The words a search starts from: at least two letters.
  const term = useSearchTerm(text, 2);

  const found = useQuery({ ...contentLinksQuery(term ?? ''), enabled: term !== null });
  const results = term === null ? [] : (found.data ?? []);

  function onSearchKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      // The link form applies the address on Enter: here Enter chooses the first text found.
      e.preventDefault();
      e.stopPropagation();
      if (results[0]) onChoose(results[0]);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      list.current?.querySelector('button')?.focus();
    }
  }

  function onListKey(e: KeyboardEvent<HTMLUListElement>) {
    if (e.key === 'Enter') e.stopPropagation();
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = buttons.findIndex((b) => b === document.activeElement);
    buttons[Math.min(Math.max(at + (e.key === 'ArrowDown' ? 1 : -1), 0), buttons.length - 1)]?.focus();
  }

  const status = term === null ? null : found.isError ? M.linkSearchFailed : found.isPending ? M.linkSearching : results.length === 0 ? M.linkSearchNone : null;
  return (
    <div className="rte-link-search">
      <label htmlFor={`${id}-cerca`}>{M.linkSearchLabel}</label>
      <input id={`${id}-cerca`} type="search" value={text} aria-describedby={`${id}-hint`} autoComplete="off" onChange={(e) => setText(e.target.value)} onKeyDown={onSearchKey} />
      <p id={`${id}-hint`} className="field-hint">
        {M.linkSearchHint}
      </p>
      <p className={found.isError ? 'field-error' : 'field-hint'} role="status">
        {status}
      </p>
      {results.length > 0 && (
        <ul className="rte-link-results" ref={list} aria-label={M.linkSearchResults} onKeyDown={onListKey}>
          {results.map((r) => (
            <li key={`${r.tipo}-${r.id}`}>
              <button type="button" onClick={() => onChoose(r)}>
                <span className="rte-link-kind">{M.linkKind[r.tipo]}</span>
                <span className="rte-link-title">{r.titolo}</span>
                {r.stato !== 'pubblicata' && <span className="rte-link-status">{STATUS_LABELS[r.stato]}</span>}
                <span className="rte-link-path">{r.percorso}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
