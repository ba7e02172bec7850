import { MSG } from '../../../common/messages.ts';

/**
 * A public page's error with the spec's 'Riprova': a plain link that loads the page again (a
 * page rendered with a failing section is never kept by the render cache, so the reload renders
 * it again). The public pages carry no React, so a button could not reload a section by itself.
 */
export function ReloadError({ message, href }: { message: string; href: string }) {
  return (
    <div className="state state-error" role="alert">
      <p>{message}</p>
      <a className="btn btn-secondary" href={href}>
        {MSG.retry}
      </a>
    </div>
  );
}
