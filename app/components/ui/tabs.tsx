import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** Accessible tabs (Radix: roving focus, arrow keys, ARIA roles). */
export function Tabs({ value, onValueChange, defaultValue, label, items, className }: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (v: string) => void;
  label: string;
  items: Array<{ value: string; label: ReactNode; content: ReactNode }>;
  className?: string;
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
        <RadixTabs.Content key={i.value} value={i.value} className="tabs-content">
          {i.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
