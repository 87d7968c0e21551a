// Articles: every role; advisers reach their own items only.
import { lazy } from 'react';
import type { Resource } from '../resource';

const ArticlesList = lazy(() => import('./ArticlesList'));
const ArticleCreate = lazy(() => import('./ArticleCreate'));
const ArticleEdit = lazy(() => import('./ArticleEdit'));

export const articles: Resource = {
  name: 'articles',
  nav: {
    administrateur: 'common:nav.articles',
    conseiller: 'common:nav.mesArticles',
  },
  screens: (role) => [
    { path: 'articles', element: <ArticlesList role={role} /> },
    { path: 'articles/creer', element: <ArticleCreate role={role} /> },
    { path: 'articles/modifier/:id', element: <ArticleEdit role={role} /> },
  ],
};
