// Every per-language text a definition adds (packages/domain/src/content), read from the definitions:
// a form that sends it in the three languages stores it and the answer gives it back per language; one
// over its bound in one language is refused on that field and language (the generic message names its
// label: packages/domain/tests/content-definitions.test.ts). A localized text added to a definition is
// tested here without a test of its own.
import { describe, expect, it } from 'vitest';
import { EDITORIAL_DEFINITIONS, LANGS, type EditorialCollection, type Fields } from '@teranga/domain';
import { useCms } from '../helpers/strapi';
import { bearer, useSession, type Session } from '../helpers/accounts';
import { createArticle, createOpportunite, createRealisation } from '../helpers/content';

const cms = useCms();
const admin = useSession(cms, 'admin');

const CREATE: Record<EditorialCollection, (who: Session) => Promise<{ _id: string }>> = {
  realisations: (who) => createRealisation(cms, who),
  articles: (who) => createArticle(cms, who),
  opportunites: (who) => createOpportunite(cms, who),
};

/** The optional plain texts per language of a definition, with their bound (the required ones every helper sends). */
const optionalTexts = (fields: Fields) =>
  Object.entries(fields).flatMap(([name, f]) =>
    f.kind === 'text' && f.localized && !f.required && !f.system && f.max !== undefined ? [[name, f.max] as const] : [],
  );

describe('the per-language texts of each definition', () => {
  it.each(EDITORIAL_DEFINITIONS.map((d) => [d.collection, d] as const))(
    '%s: stored and answered per language, bounded',
    async (type, definition) => {
      const texts = optionalTexts(definition.fields);
      expect(texts.length).toBeGreaterThan(0);
      const item = await CREATE[type](admin);
      let req = cms.api().patch(`/api/v1/${type}/${item._id}`).set(bearer(admin));
      for (const [name] of texts) for (const lang of LANGS) req = req.field(`${name}[${lang}]`, `${name} ${lang}`);
      const saved = await req;
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      for (const [name] of texts) expect(saved.body[name], name).toEqual({ fr: `${name} fr`, en: `${name} en`, pt: `${name} pt` });

      for (const [name, max] of texts) {
        const refused = await cms
          .api()
          .patch(`/api/v1/${type}/${item._id}`)
          .set(bearer(admin))
          .field(`${name}[en]`, 'x'.repeat(max + 1));
        expect(refused.status, name).toBe(400);
        const errors = refused.body.error.details.errors as { path: string[] }[];
        expect(errors.map((e) => e.path)).toContainEqual([name, 'en']);
      }
    },
  );
});
