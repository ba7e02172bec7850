import { cloneElement, type KeyboardEvent, type ReactElement, useId, useRef, useState } from 'react';

export interface SectionTab {
  value: string;
  label: string;
  /** The panel itself (a <section>, an <aside>…): it gets the tabpanel role and ids. */
  panel: ReactElement<Record<string, unknown>>;
}

/**
 * The home page's tabs without a UI library (its first load stays small): WAI-ARIA tabs with
 * automatic activation — arrow keys, Home and End move the focus and select, one tab stop.
 * Every panel stays in the page with data-state="active"/"inactive", so the stylesheet shows them
 * side by side on wide screens and only the selected one on narrow screens (the markup of
 * app/components/ui/tabs.tsx with `forceMount` and `panelsAsChild`, which the CSS styles).
 */
export function SectionTabs({ label, items, defaultValue, className }: { label: string; items: SectionTab[]; defaultValue?: string; className?: string }) {
  const [selected, setSelected] = useState(defaultValue ?? items[0]?.value);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.some((i) => i.value === selected) ? selected : items[0]?.value;
  const tabId = (value: string) => `${baseId}-tab-${value}`;
  const panelId = (value: string) => `${baseId}-panel-${value}`;

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setSelected(items[next]!.value);
    tabs.current[next]?.focus();
  };

  return (
    <div className={`tabs ${className ?? ''}`} data-orientation="horizontal">
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="tabs-list">
        {items.map((item, i) => {
          const active = item.value === current;
          return (
            <button
              key={item.value}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={active}
              aria-controls={panelId(item.value)}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              className="tabs-trigger"
              onClick={() => setSelected(item.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        cloneElement(item.panel, {
          key: item.value,
          role: 'tabpanel',
          id: panelId(item.value),
          'aria-labelledby': tabId(item.value),
          'data-state': item.value === current ? 'active' : 'inactive',
          tabIndex: 0,
        }),
      )}
    </div>
  );
}
