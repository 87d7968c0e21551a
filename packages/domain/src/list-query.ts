// Validates a back-office list's query with zod (the CMS; the browser must not load zod, see
// index.ts). A list answers today's shape when none of the list parameters is given, a page
// otherwise; a bad value is refused with a coded message (messages.ts).
import { z } from 'zod';
import { fieldError, type MessageCode, type MessageParams } from './messages';
import type { FieldError } from './field-errors';
import { isLang } from './languages';
import {
  JOURNAL_ACTIONS,
  JOURNAL_FILTERS,
  JOURNAL_TYPES,
  LIST_PARAMS,
  LOT_ACTIONS,
  LOT_MAX,
  parseTri,
  RECHERCHE_MAX,
  TAILLE_MAX,
  DEFAULT_TAILLE,
  type ListQuery,
  type ListSpec,
  type LotAction,
} from './list-params';

export type ParsedListQuery = { paged: false } | { paged: true; value: ListQuery } | { paged: true; errors: FieldError[] };

const coded = (code: MessageCode, params?: MessageParams) => JSON.stringify({ code, params });

/** One plain value: qs turns `a[]=` or `a[b]=` into arrays and objects, which no parameter accepts. */
const single = (name: string) => z.string({ error: coded('liste.valeur', { name }) });
const integer = (name: string, code: MessageCode, max: number) =>
  single(name)
    .regex(/^\d{1,9}$/, { error: coded(code, { max }) })
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, { error: coded(code, { max }) });

function schemaFor(spec: ListSpec) {
  const tri = spec.tri.flatMap((champ) => [champ, `-${champ}`]);
  const refuse = (name: string) => z.never({ error: coded('liste.parametre', { name }) }).optional();
  return z.object({
    q: single('q')
      .trim()
      .max(RECHERCHE_MAX, { error: coded('liste.q', { max: RECHERCHE_MAX }) })
      .optional(),
    etat: spec.etats
      ? single('etat')
          .refine((v) => v === '' || spec.etats!.includes(v), { error: coded('liste.etat', { list: spec.etats.join(', ') }) })
          .optional()
      : refuse('etat'),
    secteur: spec.secteur
      ? single('secteur')
          .max(100, { error: coded('liste.valeur', { name: 'secteur' }) })
          .optional()
      : refuse('secteur'),
    categorie: spec.categorie
      ? single('categorie')
          .max(100, { error: coded('liste.valeur', { name: 'categorie' }) })
          .optional()
      : refuse('categorie'),
    aTraduire: spec.aTraduire
      ? single('aTraduire')
          .refine((v) => isLang(v), { error: coded('liste.aTraduire') })
          .optional()
      : refuse('aTraduire'),
    tri: single('tri')
      .refine((v) => tri.includes(v), { error: coded('liste.tri', { list: spec.tri.join(', ') }) })
      .optional(),
    page: integer('page', 'liste.page', 1_000_000_000 - 1).optional(),
    taille: integer('taille', 'liste.taille', TAILLE_MAX).optional(),
  });
}

const schemas = new WeakMap<ListSpec, ReturnType<typeof schemaFor>>();

/** A zod issue as the API's field error: its coded message, else the parameter named invalid. */
function issueError(issue: z.core.$ZodIssue): FieldError {
  const path = String(issue.path[0] ?? 'query');
  try {
    const { code, params } = JSON.parse(issue.message) as { code: MessageCode; params?: MessageParams };
    return fieldError(path, code, params);
  } catch {
    return fieldError(path, 'liste.valeur', { name: path });
  }
}

/** Reads the list parameters of `query` (other parameters are left to the route). */
export function parseListQuery(query: Record<string, unknown> | null | undefined, spec: ListSpec): ParsedListQuery {
  const own = (name: string) => query != null && Object.prototype.hasOwnProperty.call(query, name);
  if (!LIST_PARAMS.some(own)) return { paged: false };
  const input: Record<string, unknown> = {};
  for (const name of LIST_PARAMS) if (own(name)) input[name] = (query as Record<string, unknown>)[name];
  let schema = schemas.get(spec);
  if (!schema) schemas.set(spec, (schema = schemaFor(spec)));
  const result = schema.safeParse(input);
  if (!result.success) {
    return {
      paged: true,
      errors: result.error.issues.map(issueError),
    };
  }
  const v = result.data;
  return {
    paged: true,
    value: {
      q: v.q ?? '',
      ...(v.etat ? { etat: v.etat } : {}),
      ...(v.secteur ? { secteur: v.secteur } : {}),
      ...(v.categorie ? { categorie: v.categorie } : {}),
      ...(v.aTraduire && isLang(v.aTraduire) ? { aTraduire: v.aTraduire } : {}),
      tri: parseTri(v.tri ?? spec.triParDefaut),
      page: v.page ?? 1,
      taille: v.taille ?? DEFAULT_TAILLE,
    },
  };
}

/** What the activity log's filters keep: `depuis` included, `avant` excluded (the day after `au`). */
export interface JournalFilterValues {
  personne?: string;
  type?: string;
  action?: string;
  depuis?: Date;
  avant?: Date;
}

const DAY_MS = 86_400_000;
/** A calendar day, checked by zod (a real date, `YYYY-MM-DD`), at 00:00 UTC: Dakar's time all year. */
const dayStart = (value: string) => new Date(`${value}T00:00:00.000Z`);
const day = (name: string) => z.iso.date({ error: coded('liste.valeur', { name }) }).optional();

const journalSchema = z
  .object({
    personne: single('personne')
      .max(64, { error: coded('liste.valeur', { name: 'personne' }) })
      .optional(),
    type: single('type')
      .refine((v) => (JOURNAL_TYPES as readonly string[]).includes(v), { error: coded('liste.valeur', { name: 'type' }) })
      .optional(),
    action: single('action')
      .refine((v) => (JOURNAL_ACTIONS as readonly string[]).includes(v), { error: coded('liste.valeur', { name: 'action' }) })
      .optional(),
    du: day('du'),
    au: day('au'),
  })
  .refine((v) => !v.du || !v.au || v.du <= v.au, { error: coded('liste.valeur', { name: 'au' }), path: ['au'] });

/** Reads the activity log's filters of `query` (empty values are no filter). */
export function parseJournalFilters(
  query: Record<string, unknown> | null | undefined,
): { ok: true; value: JournalFilterValues } | { ok: false; errors: FieldError[] } {
  const input: Record<string, unknown> = {};
  for (const name of JOURNAL_FILTERS) {
    const value = query != null && Object.prototype.hasOwnProperty.call(query, name) ? query[name] : undefined;
    if (value !== undefined && value !== '') input[name] = value;
  }
  const result = journalSchema.safeParse(input);
  if (!result.success) return { ok: false, errors: result.error.issues.map(issueError) };
  const v = result.data;
  return {
    ok: true,
    value: {
      ...(v.personne ? { personne: v.personne } : {}),
      ...(v.type ? { type: v.type } : {}),
      ...(v.action ? { action: v.action } : {}),
      ...(v.du ? { depuis: dayStart(v.du) } : {}),
      ...(v.au ? { avant: new Date(dayStart(v.au).getTime() + DAY_MS) } : {}),
    },
  };
}

const lotSchema = z.object({
  action: z.enum(LOT_ACTIONS, { error: coded('lot.action') }),
  ids: z
    .array(z.string().min(1).max(64), { error: coded('lot.ids', { max: LOT_MAX }) })
    .min(1, { error: coded('lot.ids', { max: LOT_MAX }) })
    .max(LOT_MAX, { error: coded('lot.ids', { max: LOT_MAX }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: coded('lot.ids', { max: LOT_MAX }) }),
});

/** The body of a bulk action: `{ action: 'publier' | 'depublier' | 'supprimer', ids: [_id, …] }`. */
export function parseLot(body: unknown): { ok: true; action: LotAction; ids: string[] } | { ok: false; errors: FieldError[] } {
  const result = lotSchema.safeParse(body);
  if (result.success) return { ok: true, ...result.data };
  const errors = result.error.issues.map((issue) => {
    const path = String(issue.path[0] ?? 'action');
    try {
      const { code, params } = JSON.parse(issue.message) as { code: MessageCode; params?: MessageParams };
      return fieldError(path, code, params);
    } catch {
      // Not an object at all: say what is expected first.
      return path === 'ids' ? fieldError('ids', 'lot.ids', { max: LOT_MAX }) : fieldError('action', 'lot.action');
    }
  });
  // One message per field.
  return { ok: false, errors: errors.filter((e, i) => errors.findIndex((o) => o.path === e.path) === i) };
}
