import { lazy } from 'react';
import { contentResource } from '../content';

const ArticleForm = lazy(() => import('./ArticleForm'));

export const articles = contentResource('articles', ArticleForm, {
  administrateur: 'common:nav.articles',
  conseiller: 'common:nav.mesArticles',
});
