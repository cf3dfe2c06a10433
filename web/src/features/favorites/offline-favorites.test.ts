import { describe, expect, it } from 'vitest';
import { withEdit, type FavoriteEdit } from './offline-favorites.ts';

const verse = (reference: string) => ({ verse_reference: reference, verse_text: 'text', verse_version: 'WEB' });
const queue = (...edits: FavoriteEdit[]) => edits.reduce<FavoriteEdit[]>(withEdit, []);

describe('changes made offline, folded into the queue', () => {
  it('keeps changes to different verses in the order they were made', () => {
    const edits = queue({ kind: 'notes', reference: 'A', notes: 'one' }, { kind: 'remove', reference: 'B' }, { kind: 'save', reference: 'C', verse: verse('C') });
    expect(edits.map((e) => `${e.kind} ${e.reference}`)).toEqual(['notes A', 'remove B', 'save C']);
  });

  it('sends only the last of several notes on one verse', () => {
    expect(queue({ kind: 'notes', reference: 'A', notes: 'one' }, { kind: 'notes', reference: 'A', notes: 'two' })).toEqual([{ kind: 'notes', reference: 'A', notes: 'two' }]);
  });

  it('never sends a verse saved and removed offline, nor the notes written on it', () => {
    expect(queue({ kind: 'save', reference: 'A', verse: verse('A') }, { kind: 'notes', reference: 'A', notes: 'x' }, { kind: 'remove', reference: 'A' })).toEqual([]);
  });

  it('drops notes on a verse then removed, and sends the removal', () => {
    expect(queue({ kind: 'notes', reference: 'A', notes: 'x' }, { kind: 'remove', reference: 'A' })).toEqual([{ kind: 'remove', reference: 'A' }]);
  });
});
