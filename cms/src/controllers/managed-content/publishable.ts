// Whether a stored item may be published as it stands (docs/product.md, "Drafts and publishing"): the
// validation and the checks before publishing a PATCH setting it publié would run, without writing. The scheduler asks before
// publishing a planifié item whose time has come.
import type { FieldError } from '@teranga/domain';
import type { Engine, Item } from '../../contract/managed';
import { loadDocument } from './engine';
import { publishingRefusals } from './controles';

/** The errors that keep `documentId` from being published; [] when it may be. */
export async function publicationErrors<T extends Item>(engine: Engine<T>, documentId: string, now: Date): Promise<FieldError[]> {
  const current = await loadDocument(engine, documentId);
  if (!current) return [];
  const files = Object.fromEntries(engine.def.fileFields.map(({ field }) => [field, []]));
  const prepared = await engine.def.prepare({
    mode: 'edit',
    now,
    current,
    // The scheduler's own caller: no type's preparation reads more than its role.
    user: { id: 0, documentId: 'planificateur', role: { type: 'administrateur' } },
    form: { etat: 'publié' },
    files,
  });
  if (prepared.errors.length) return prepared.errors;
  // The checks' errors too: a link to a page that no longer exists…
  return publishingRefusals(engine, current, prepared, files, {});
}
