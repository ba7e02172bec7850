import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactElement, ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** With `panelsAsChild`, a single element that becomes the tab panel itself. */
  content: ReactNode;
}

/**
 * Accessible tabs (Radix: roving focus, arrow keys, ARIA roles).
 * `forceMount` keeps inactive panels in the page (data-state="inactive"), so CSS can show every
 * panel side by side on wide screens and only the active one on narrow screens.
 * `panelsAsChild` renders each item's content element as the panel (a <section>, an <aside>…).
 */
export function Tabs({ value, onValueChange, defaultValue, label, items, className, forceMount, panelsAsChild }: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (v: string) => void;
  label: string;
  items: TabItem[];
  className?: string;
  forceMount?: boolean;
  panelsAsChild?: boolean;
}) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? items[0]?.value} onValueChange={onValueChange} className={`tabs ${className ?? ''}`}>
      <RadixTabs.List aria-label={label} className="tabs-list">
        {items.map((i) => (
          <RadixTabs.Trigger key={i.value} value={i.value} className="tabs-trigger">
            {i.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((i) => (
        <RadixTabs.Content
          key={i.value}
          value={i.value}
          className={panelsAsChild ? undefined : 'tabs-content'}
          forceMount={forceMount ? true : undefined}
          asChild={panelsAsChild}
        >
          {panelsAsChild ? (i.content as ReactElement) : i.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
