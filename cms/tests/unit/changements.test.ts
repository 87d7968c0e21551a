import { describe, expect, it } from 'vitest';
import { noteWrite, type ChangeJournal } from '../../src/services/changements';

const journal = (): ChangeJournal => ({ startedAt: 0, fullReadAfter: 0, files: new Map() });

describe('noteWrite', () => {
  it('follows an updated image file by its id, and ignores a new one (the item that links it dates itself)', () => {
    const j = journal();
    noteWrite(j, 'plugin::upload.file', 'afterCreate', 7, 100);
    expect(j).toEqual(journal());
    noteWrite(j, 'plugin::upload.file', 'afterUpdate', 7, 200);
    expect(j.files.get(7)).toBe(200);
    expect(j.fullReadAfter).toBe(0);
  });

  it('asks for a full read after a file deleted, a write of many files, a sector written or an account deleted', () => {
    for (const [uid, action] of [
      ['plugin::upload.file', 'afterDelete'],
      ['plugin::upload.file', 'afterUpdateMany'],
      ['api::secteur.secteur', 'afterUpdate'],
      ['api::secteur.secteur', 'afterCreate'],
      ['plugin::users-permissions.user', 'afterDelete'],
      ['plugin::users-permissions.user', 'afterDeleteMany'],
    ]) {
      const j = journal();
      noteWrite(j, uid, action, 1, 300);
      expect(j.fullReadAfter, `${uid} ${action}`).toBe(300);
    }
  });

  it('leaves an account that signs in or changes its name alone (items name their author by id)', () => {
    const j = journal();
    noteWrite(j, 'plugin::users-permissions.user', 'afterUpdate', 1, 300);
    noteWrite(j, 'plugin::users-permissions.user', 'afterCreate', 2, 300);
    expect(j).toEqual(journal());
  });
});
