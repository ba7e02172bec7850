import type { ReactNode } from 'react';
import { MSG } from '../../../common/messages.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** Loading line with a spinner, announced to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p className="state state-loading" role="status">
      <Spinner /> {label}
    </p>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="state state-empty">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** An error with the spec's 'Riprova' button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {MSG.retry}
        </Button>
      )}
    </div>
  );
}
