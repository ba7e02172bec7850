import * as RadixTabs from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactElement, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** With `panelsAsChild`, a single element that becomes the tab panel itself. */
  content: ReactNode;
}

/** Room kept clear at either end of the strip when a tab is scrolled into view: the width of the hint. */
const EDGE = 40;

// The server has no layout: measuring there would only warn.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A horizontally scrolled tab strip: which of its ends hide tabs, kept up to date as it scrolls,
 * resizes or gets other tabs (`key`); the selected tab brought fully into view, clear of the
 * hints; and a way to scroll it by most of its width. Only the strip scrolls: scrollIntoView
 * would also scroll the page, which a tab selected on load must not do.
 */
function useTabStrip(selected: string | undefined, key: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: false, end: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // A pixel of slack: zoomed layouts leave fractions that would show a hint with nothing behind it.
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEnds((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    // Tabs change width when their labels or the window do: each tab is watched, not only the strip.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    for (const tab of el.children) observer?.observe(tab);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [key]);

  useClientLayoutEffect(() => {
    const el = ref.current;
    const tab = el?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!el || !tab || el.scrollWidth <= el.clientWidth) return;
    const box = el.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < box.left + EDGE) el.scrollBy({ left: at.left - (box.left + EDGE) });
    else if (at.right > box.right - EDGE) el.scrollBy({ left: at.right - (box.right - EDGE) });
  }, [selected, key]);

  const scrollBy = (direction: -1 | 1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: direction * Math.max(EDGE, el.clientWidth - 2 * EDGE), behavior: 'smooth' });
  };
  return [ref, ends, scrollBy] as const;
}

/**
 * Accessible tabs (Radix: roving focus, arrow keys, Home and End, ARIA roles).
 * `forceMount` keeps inactive panels in the page (data-state="inactive"), so CSS can show every
 * panel side by side on wide screens and only the active one on narrow screens.
 * `panelsAsChild` renders each item's content element as the panel (a <section>, an <aside>…).
 * Tabs wider than their box scroll sideways; a faded end with an arrow shows that more tabs are
 * there. The arrows are for pointers only (hidden from assistive technology, out of the tab
 * order): the keyboard already reaches every tab with the arrow keys, and the focused or selected
 * tab is scrolled into view.
 */
export function Tabs({
  value,
  onValueChange,
  defaultValue,
  label,
  items,
  className,
  forceMount,
  panelsAsChild,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (v: string) => void;
  label: string;
  items: TabItem[];
  className?: string;
  forceMount?: boolean;
  panelsAsChild?: boolean;
}) {
  const initial = defaultValue ?? items[0]?.value;
  // Followed even when the caller does not control the value, to keep the selected tab in view.
  const [own, setOwn] = useState(initial);
  const [strip, overflow, scrollStrip] = useTabStrip(value ?? own, items.map((i) => i.value).join('\u0000'));

  const change = (v: string) => {
    setOwn(v);
    onValueChange?.(v);
  };

  return (
    <RadixTabs.Root value={value} defaultValue={initial} onValueChange={change} className={`tabs ${className ?? ''}`}>
      <div className="tabs-strip" data-overflow-start={overflow.start || undefined} data-overflow-end={overflow.end || undefined}>
        <RadixTabs.List ref={strip} aria-label={label} className="tabs-list">
          {items.map((i) => (
            <RadixTabs.Trigger key={i.value} value={i.value} className="tabs-trigger">
              {i.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {overflow.start && (
          <button type="button" className="tabs-scroll tabs-scroll-start" tabIndex={-1} aria-hidden="true" onClick={() => scrollStrip(-1)}>
            <ChevronLeft size={18} />
          </button>
        )}
        {overflow.end && (
          <button type="button" className="tabs-scroll tabs-scroll-end" tabIndex={-1} aria-hidden="true" onClick={() => scrollStrip(1)}>
            <ChevronRight size={18} />
          </button>
        )}
      </div>
      {items.map((i) => (
        <RadixTabs.Content key={i.value} value={i.value} className={panelsAsChild ? undefined : 'tabs-content'} forceMount={forceMount ? true : undefined} asChild={panelsAsChild}>
          {panelsAsChild ? (i.content as ReactElement) : i.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
