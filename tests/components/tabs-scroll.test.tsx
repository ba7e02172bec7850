// The tab strip of app/components/ui/tabs.tsx when its tabs are wider than its box: the faded
// ends with arrows say more tabs are there, the arrows scroll it, and the selected tab is
// brought into view. happy-dom has no layout, so the strip's sizes are set by hand.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Tabs } from '../../app/components/ui/tabs.tsx';

const NAMES = ['Introduzione', 'Uno', 'Due', 'Tre', 'Quattro', 'Conclusione'];
const items = NAMES.map((n) => ({ value: n, label: n, content: <p>{n}</p> }));

function Controlled() {
  const [value, setValue] = useState(NAMES[0]);
  return <Tabs label="Sezioni" items={items} value={value} onValueChange={setValue} />;
}

/** Gives the strip a 300 px box over 600 px of tabs (100 px each), scrolled to `left`. */
function lay(strip: HTMLElement, left: number) {
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 600 });
  Object.defineProperty(strip, 'scrollLeft', { configurable: true, value: left });
  strip.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 40 });
  screen.getAllByRole('tab').forEach((tab, i) => {
    tab.getBoundingClientRect = () => DOMRect.fromRect({ x: i * 100 - left, y: 0, width: 100, height: 40 });
  });
  fireEvent.scroll(strip);
}

const hint = (end: 'start' | 'end') => document.querySelector(`.tabs-scroll-${end}`);

describe('tabs: a strip wider than its box', () => {
  test('fits: no hint', () => {
    render(<Controlled />);
    expect(hint('start')).toBeNull();
    expect(hint('end')).toBeNull();
  });

  test('the hidden end shows an arrow, out of the tab order and hidden from assistive technology; it scrolls the strip', async () => {
    render(<Controlled />);
    const strip = screen.getByRole('tablist', { name: 'Sezioni' });
    lay(strip, 0);
    expect(hint('start')).toBeNull();
    const arrow = hint('end') as HTMLElement;
    expect(arrow).toHaveAttribute('aria-hidden', 'true');
    expect(arrow).toHaveAttribute('tabindex', '-1');
    expect(strip.parentElement).toHaveAttribute('data-overflow-end');
    strip.scrollBy = vi.fn();
    await userEvent.click(arrow);
    expect(strip.scrollBy).toHaveBeenCalledWith({ left: 220, behavior: 'smooth' });

    lay(strip, 300);
    expect(hint('start')).not.toBeNull();
    expect(hint('end')).toBeNull();
    lay(strip, 150);
    expect(hint('start')).not.toBeNull();
    expect(hint('end')).not.toBeNull();
  });

  test('the keyboard reaches the last tab and the strip scrolls it into view, clear of the hint', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const strip = screen.getByRole('tablist', { name: 'Sezioni' });
    lay(strip, 0);
    strip.scrollBy = vi.fn();
    await user.click(screen.getByRole('tab', { name: 'Introduzione' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Conclusione' })).toHaveAttribute('aria-selected', 'true');
    // The last tab spans 500–600 px of a 300 px box: 340 px more, so it ends 40 px inside the box.
    expect(strip.scrollBy).toHaveBeenLastCalledWith({ left: 340 });
  });
});
