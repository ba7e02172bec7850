import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, type ToastOptions, useToast } from '../../app/components/ui/toast.tsx';

/**
 * A toast that offers to undo ('Annulla' after a bulk action): its action closes it and
 * runs; when it goes any other way (its time, its close button, newer toasts, the dashboard left)
 * `onExpire` runs once, and what it offered to undo becomes final. It waits while pointed at or
 * focused, so the editor can reach the button.
 */

function Trigger({ message, options }: { message: string; options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, options)}>
      {message}
    </button>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const onAction = vi.fn();
  const onExpire = vi.fn();
  const view = render(
    <ToastProvider>
      <Trigger message="3 elementi eliminati." options={{ tone: 'success', duration: 8000, action: { label: 'Annulla', onAction }, onExpire }} />
      <Trigger message="Altro." options={{}} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '3 elementi eliminati.' }));
  const toast = screen.getByRole('status');
  return { onAction, onExpire, toast, view };
}

describe('a toast with an action', () => {
  it('Annulla runs the action and closes it; onExpire never runs', () => {
    const { onAction, onExpire, toast } = setup();
    fireEvent.click(within(toast).getByRole('button', { name: 'Annulla' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('its time up: onExpire once; pointed at, it waits', () => {
    const { onAction, onExpire, toast } = setup();
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onExpire).not.toHaveBeenCalled();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(2999));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledOnce();
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('focused, it waits too', () => {
    const { onExpire, toast } = setup();
    fireEvent.focus(within(toast).getByRole('button', { name: 'Annulla' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(onExpire).not.toHaveBeenCalled();
    fireEvent.blur(within(toast).getByRole('button', { name: 'Annulla' }));
    act(() => vi.advanceTimersByTime(8000));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('closed: onExpire once', () => {
    const { onExpire, toast } = setup();
    fireEvent.click(within(toast).getByRole('button', { name: 'Chiudi notifica' }));
    expect(onExpire).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pushed out by four newer toasts: onExpire once', () => {
    const { onExpire } = setup();
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Altro.' }));
    expect(onExpire).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Altro.' }));
    expect(onExpire).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('status')).toHaveLength(4);
  });

  it('the dashboard left: onExpire once', () => {
    const { onExpire, view } = setup();
    view.unmount();
    expect(onExpire).toHaveBeenCalledOnce();
  });
});
