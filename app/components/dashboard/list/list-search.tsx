import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';

/** The list is asked again this long after the last keystroke, not on every one. */
export const SEARCH_PAUSE_MS = 300;

/**
 * The search box of a dashboard list: the list follows the text after a short pause, Invio
 * searches at once, and the clear button (or Esc) empties it. `label` names it for screen readers
 * ('Cerca' unless a list has more than one box). `inForm`: the box sits inside another form (a
 * picker in an editor's form), so it is no form of its own and Invio is caught on the input.
 */
export function ListSearch({
  value,
  onSearch,
  placeholder = L.searchPlaceholder,
  label = L.search,
  inForm = false,
}: {
  value: string;
  onSearch(q: string): void;
  placeholder?: string;
  label?: string;
  inForm?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // A change from outside (back button, 'Azzera filtri') shows in the box.
  useEffect(() => {
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const Box = inForm ? 'div' : 'form';
  return (
    <Box
      role="search"
      className="list-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search size={16} className="list-search-icon" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="search"
        onKeyDown={(e) => {
          if (inForm && e.key === 'Enter') {
            e.preventDefault();
            onSearch(text);
          } else if (e.key === 'Escape' && text) {
            e.preventDefault();
            setText('');
            onSearch('');
          }
        }}
      />
      {text && (
        <button
          type="button"
          className="list-search-clear"
          aria-label={L.clearSearch}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </Box>
  );
}
