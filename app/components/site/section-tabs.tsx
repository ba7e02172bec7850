import { cloneElement, type ReactElement } from 'react';
import { Enhance } from '../../lib/enhance.tsx';

export interface SectionTab {
  value: string;
  label: string;
  /** The panel itself (a <section>, an <aside>…): it gets the tabpanel role and ids. */
  panel: ReactElement<Record<string, unknown>>;
  /** Extra attributes of the tab and its panel (e.g. `data-news` for the news flag's script). */
  attrs?: Record<string, string>;
}

/**
 * The home page's tabs (spec section 2), server-rendered HTML: a tablist of links to the panels
 * and every panel in the page with data-state="active"/"inactive", so the stylesheet shows them
 * side by side on wide screens and only the selected one on narrow screens. Without JavaScript a
 * tab is a link to its panel, which the stylesheet shows as the page's target;
 * app/enhance/home-tabs.ts makes them WAI-ARIA tabs with automatic activation (arrow keys, Home
 * and End move the focus and select, one tab stop).
 */
export function SectionTabs({
  id,
  label,
  items,
  defaultValue,
  className,
  attrs,
}: {
  /** Prefix of the tabs' and panels' ids. */
  id: string;
  label: string;
  items: SectionTab[];
  defaultValue?: string;
  className?: string;
  /** Extra attributes of the root (e.g. `data-news-class`). */
  attrs?: Record<string, string>;
}) {
  const current = items.some((i) => i.value === defaultValue) ? defaultValue : items[0]?.value;
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;

  return (
    <>
      <div className={`tabs ${className ?? ''}`} data-orientation="horizontal" data-enhance="home-tabs" {...attrs}>
        <div role="tablist" aria-label={label} aria-orientation="horizontal" className="tabs-list">
          {items.map((item) => {
            const active = item.value === current;
            return (
              <a
                key={item.value}
                href={`#${panelId(item.value)}`}
                role="tab"
                id={tabId(item.value)}
                aria-selected={active}
                aria-controls={panelId(item.value)}
                data-state={active ? 'active' : 'inactive'}
                className="tabs-trigger"
                {...item.attrs}
              >
                {item.label}
              </a>
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
            ...item.attrs,
          }),
        )}
      </div>
      <Enhance name="home-tabs" />
    </>
  );
}
