import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { fetchSuggestions, MAX_QUERY_LENGTH, normalizeQuery, SEARCH_DEBOUNCE_MS, type SuggestKind } from '../../lib/search.ts';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** Which list the suggestions come from (GET /api/suggerimenti, at most 5). */
  kind: SuggestKind;
  /** Products only: suggestions from this category. */
  categoria?: number | null;
  /** Extra query parameters kept when the form is submitted without JavaScript. */
  hidden?: Record<string, string | null>;
}

/**
 * The lists' search (spec section 4): suggestions show while typing when there are matches and on
 * focus; choosing one fills the box and hides them; the close button clears the search.
 * A combobox: arrows move through suggestions, Enter picks, Escape closes. Suggestions are asked
 * of the server (its search index) after a pause in typing; a newer text aborts the older request.
 * Without JavaScript it is a plain GET form (?q=…) that the server filters.
 */
export function SearchBox({ label, placeholder, value, onChange, kind, categoria, hidden }: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-q`;
  const listId = `${id}-suggerimenti`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(kind, value, categoria);
  const expanded = open && suggestions.length > 0;

  function choose(s: string) {
    onChange(s);
    setOpen(false);
    setActive(-1);
  }

  function clear() {
    onChange('');
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length > 0) setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (suggestions.length > 0) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      const pick = expanded && active >= 0 ? suggestions[active] : undefined;
      e.preventDefault();
      if (pick !== undefined) choose(pick);
      else setOpen(false);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        e.preventDefault();
        clear();
      }
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <form role="search" className="search" method="get" onSubmit={(e) => e.preventDefault()}>
      {Object.entries(hidden ?? {}).map(([name, v]) => (v ? <input key={name} type="hidden" name={name} value={v} /> : null))}
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="search-field">
        <Search className="search-icon" size={18} aria-hidden="true" />
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {value && (
          <button type="button" className="search-clear" onClick={clear} aria-label={SITE_MSG.clearSearch}>
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      <ul id={listId} role="listbox" aria-label={SITE_MSG.suggestions} className="search-suggestions" hidden={!expanded}>
        {expanded &&
          suggestions.map((s, i) => (
            <li
              key={s}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              // mousedown, not click: it runs before the input's blur closes the list
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
              onMouseMove={() => setActive(i)}
            >
              {s}
            </li>
          ))}
      </ul>
      <noscript>
        <button type="submit" className="btn btn-secondary search-submit">
          {SITE_MSG.searchSubmit}
        </button>
      </noscript>
    </form>
  );
}

/** Suggestions for the text in the box: asked after a pause, the previous request aborted. */
function useSuggestions(kind: SuggestKind, value: string, categoria: number | null | undefined): string[] {
  const [state, setState] = useState<{ text: string; items: string[] }>({ text: '', items: [] });
  const text = normalizeQuery(value);
  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchSuggestions(kind, text, categoria, controller.signal).then((items) => {
        if (!controller.signal.aborted) setState({ text, items });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, text, categoria]);
  if (!text) return [];
  // While the new answer is on its way, the older suggestions that still contain the text stay.
  return state.text === text ? state.items : state.items.filter((s) => s.toLowerCase().includes(text));
}
