import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './query.ts';
import { concernsOf, isDenied } from './sensitive.ts';

describe('queries that voice a concern', () => {
  it.each([
    'I want to kill myself',
    'i want to kil my self',
    'I want to die',
    'i wanna die',
    'I wish I was dead',
    'how do i end my life',
    'i just want to end it all',
    'self harm',
    'self-harm',
    'I keep wanting to hurt myself',
    'cutting myself again',
    'suicide',
    'suicidal thoughts',
    'feeling sucidal',
    'suicde',
    "I don't want to live anymore",
    'there is no reason to live',
    'everyone would be better off without me',
    'kill myslef',
    'i feel like dying',
    'i want to end it',
    'life is not worth living',
  ])('"%s" is a crisis, first', (q) => {
    expect(concernsOf(q)[0]).toBe('crisis');
  });

  it.each(['I was raped', 'sexual assault', 'i was molested as a child', 'my father abused me', 'domestic violence', 'he hits me', 'my husband beats me', 'my mom is an alcoholic and hits me'])(
    '"%s" is abuse',
    (q) => expect(concernsOf(q)).toEqual(['abuse']),
  );

  it.each(['my daughter wants to kill herself', 'my son said he wants to die', 'my friend is cutting herself'])('"%s" is someone else in crisis, with the crisis line', (q) => {
    expect(concernsOf(q)[0]).toBe('crisis');
  });

  it.each(['my dog wants to die', 'my phone wants to die', 'my grandma wants to die at home'])('"%s" is not a crisis', (q) => {
    expect(concernsOf(q)).toEqual([]);
  });

  it.each(['my son killed himself', 'she took her own life', 'i lost my brother to suicide'])('"%s" is the loss of someone to suicide', (q) => {
    expect(concernsOf(q)[0]).toBe('suicide-loss');
  });

  it('tells wanting to hurt someone from being hurt, and anger at God from anger', () => {
    expect(concernsOf('I want to hurt someone')).toEqual(['harm-others']);
    expect(concernsOf('someone hurt me')).toEqual([]);
    expect(concernsOf('angry at god')).toEqual(['anger-at-god']);
    expect(concernsOf('why has god abandoned me')).toEqual(['anger-at-god']);
    expect(concernsOf('why did god let my baby die')).toEqual(['anger-at-god']);
    expect(concernsOf('why does god allow suffering')).toEqual([]);
    expect(concernsOf('so angry at my boss')).toEqual([]);
  });

  it.each(['what happens when we die', 'why did jesus have to die', 'my job is killing me', 'drug abuse', 'resurrection of the dead', 'anxiety', 'suited for the job', 'hurt', 'i want to end it with my boyfriend', 'dying inside', 'my parents kicked me out'])(
    'leaves "%s" to ordinary matching',
    (q) => expect(concernsOf(q)).toEqual([]),
  );

  it('denies violent, sexual and death words by form and by stem', () => {
    for (const w of ['kill', 'killing', 'raped', 'murder', 'dead', 'death', 'sexual', 'die']) expect(isDenied(w), w).toBe(true);
    for (const w of ['sheep', 'love', 'peace', 'hope', 'comfort']) expect(isDenied(w), w).toBe(false);
  });
});

describe('spelling correction', () => {
  it('never turns an everyday word into another word', () => {
    const vocabulary = { has: (w: string) => w === 'adoption', lists: [['adoption', 'cancel']] };
    const [abortion] = analyzeQuery('abortion', new Map(), vocabulary);
    expect(abortion.corrected).toBeUndefined();
    const [cancer] = analyzeQuery('cancer', new Map(), vocabulary);
    expect(cancer.corrected).toBeUndefined();
    const [typo] = analyzeQuery('adoptoin', new Map(), vocabulary);
    expect(typo.corrected).toBe('adoption');
  });
});
