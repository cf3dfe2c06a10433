import { describe, expect, it } from 'vitest';
import { loadCorpus } from '@verse/shared/scripture/corpus';
import { NOT_SCRIPTURE, notThisVerse, scriptureToSpeak } from './scripture-only.ts';

const web = (ref: string) => loadCorpus('WEB').text({ book: 18, chapter: 119, verse: Number(ref) })!;

describe('speech is scripture only', () => {
  it('speaks the text of the verse a request names, in its version or any', () => {
    expect(scriptureToSpeak({ text: web('105'), reference: 'Psalms 119:105', version: 'WEB' }, loadCorpus)).toEqual({ text: web('105') });
    const kjv = loadCorpus('KJV').text({ book: 18, chapter: 119, verse: 105 })!;
    expect(scriptureToSpeak({ text: kjv, reference: 'Psalms 119:105' }, loadCorpus)).toEqual({ text: kjv });
  });

  it('speaks a passage as the corpus joins it', () => {
    const passage = loadCorpus('WEB').text({ book: 49, chapter: 4, verse: 6, endVerse: 7 })!;
    expect(scriptureToSpeak({ text: passage, reference: 'Philippians 4:6-7', version: 'WEB' }, loadCorpus)).toEqual({ text: passage });
  });

  it('speaks the exact text of one verse with no reference, and nothing else', () => {
    expect(scriptureToSpeak({ text: ` ${web('105')}\n` }, loadCorpus)).toEqual({ text: web('105') });
    expect(scriptureToSpeak({ text: 'Buy cheap watches at example.com' }, loadCorpus)).toEqual({ error: NOT_SCRIPTURE });
    expect(scriptureToSpeak({ text: `${web('105')} And also this.` }, loadCorpus)).toEqual({ error: NOT_SCRIPTURE });
  });

  it('refuses other text under a verse reference, and a reference that is not one', () => {
    expect(scriptureToSpeak({ text: 'Anything I like', reference: 'Psalms 119:105', version: 'WEB' }, loadCorpus)).toEqual({ error: notThisVerse('Psalms 119:105') });
    expect(scriptureToSpeak({ text: web('105'), reference: 'Psalms 119:106', version: 'WEB' }, loadCorpus)).toEqual({ error: notThisVerse('Psalms 119:106') });
    expect(scriptureToSpeak({ text: web('105'), reference: 'Hezekiah 1:1' }, loadCorpus)).toEqual({ error: NOT_SCRIPTURE });
  });
});
