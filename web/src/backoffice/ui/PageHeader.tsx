import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

/** The screen's title (the page's only h1) with its actions on the right (e.g. a create link). */
export function PageHeader({ title, children, intro }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="bo-page-header">
      <div>
        <h1>{title}</h1>
        {intro ? <p className="bo-muted">{intro}</p> : null}
      </div>
      {children ? <div className="bo-page-actions">{children}</div> : null}
    </header>
  );
}
