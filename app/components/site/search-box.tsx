import { Search, X } from 'lucide-react';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { Enhance } from '../../lib/enhance.tsx';
import { MAX_QUERY_LENGTH, type SuggestKind } from '../../lib/search.ts';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search shown by this page (?q=). */
  value: string;
  /** The list's path: the form is sent there (GET, ?q=…), and the clear link goes back to it. */
  action: string;
  /** Which list the suggestions come from (GET /api/suggerimenti, at most 5). */
  kind: SuggestKind;
  /** Other query parameters the search keeps (the product category); the page goes back to 1. */
  hidden?: Record<string, string | null>;
}

/**
 * The lists' search (spec section 4). Server markup: a GET form (?q=…) that the server filters,
 * with a submit button when there is no JavaScript, and a clear link (the list without q) shown
 * while the page shows a search. app/enhance/search.ts makes it a combobox: suggestions from the
 * server while typing and on focus, arrows move, Enter or a click picks one and searches, Escape
 * closes them and then clears; the clear button shows while the box has text. The suggestion list
 * is rendered empty and hidden: the script fills it.
 */
export function SearchBox({ label, placeholder, value, action, kind, hidden }: SearchBoxProps) {
  const inputId = `cerca-${kind}`;
  const listId = `${inputId}-suggerimenti`;
  const kept = Object.entries(hidden ?? {}).filter((e): e is [string, string] => Boolean(e[1]));
  const keptQuery = new URLSearchParams(kept).toString();
  const clearHref = keptQuery ? `${action}?${keptQuery}` : action;

  return (
    <form role="search" className="search" method="get" action={action} data-enhance="search" data-suggest={kind}>
      {kept.map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="search-field">
        <Search className="search-icon" size={18} aria-hidden="true" />
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={listId}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder}
          defaultValue={value}
        />
        {/* A link, so that it clears a search without JavaScript too; the script makes it a button. */}
        <a className="search-clear" href={clearHref} role="button" aria-label={SITE_MSG.clearSearch} hidden={!value}>
          <X size={18} aria-hidden="true" />
        </a>
      </div>
      <ul id={listId} role="listbox" aria-label={SITE_MSG.suggestions} className="search-suggestions" hidden />
      <noscript>
        <button type="submit" className="btn btn-secondary search-submit">
          {SITE_MSG.searchSubmit}
        </button>
      </noscript>
      <Enhance name="search" />
    </form>
  );
}
