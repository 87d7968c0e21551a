// Every namespace of the back-office, three languages side by side. Tests and the sync instance
// (index.ts) read them here; the browser loads one namespace in one language at a time (lazy.ts,
// integrations/backoffice-i18n.mjs evaluates this file at build time).
import { content } from '../content/i18n';
import { contentForm } from '../content/form-i18n';
import { lists } from '../lists/i18n';
import { editing } from '../content/editing-i18n';
import { apercu } from '../content/apercu/i18n';
import { people } from './people';
import { recovery } from './recovery';
import { tools } from '../resources/outils/i18n';
import { common } from './common';
import { messages } from './messages';
import { ui } from '../ui/i18n';
import { medias } from '../resources/medias/i18n';
import { traductions } from '../traductions/i18n';
import type { Namespace } from './define';

export const NAMESPACES = {
  common,
  content,
  contentForm,
  editing,
  apercu,
  people,
  tools,
  recovery,
  messages,
  lists,
  ui,
  medias,
  traductions,
} satisfies Record<string, Namespace<string>>;
export type NamespaceName = keyof typeof NAMESPACES;
