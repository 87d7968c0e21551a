// The three content resources share their list screen and form kit (content/): each adds its form.
import { lazy, type ComponentType } from 'react';
import type { Role } from '../api/types';
import type { ContentKind } from '../content/types';
import type { Resource } from './resource';

const ContentList = lazy(() => import('../content/screens/ContentList'));

/** List, create and edit of a content kind, for both roles (advisers reach their own items only). */
export function contentResource(kind: ContentKind, Form: ComponentType<{ role: Role }>, nav: Resource['nav']): Resource {
  return {
    name: kind,
    nav,
    screens: (role) => [
      { path: kind, element: <ContentList kind={kind} role={role} /> },
      { path: `${kind}/creer`, element: <Form role={role} /> },
      { path: `${kind}/modifier/:id`, element: <Form role={role} /> },
    ],
  };
}
