import { describe, expect, it } from 'vitest';
import { inTheirOwnWords } from './their-words.ts';

describe('what is said of someone close, in their own words', () => {
  it.each([
    ['my brother keeps saying he wants to die', 'i want to die'],
    ["my friend said she's going to take all her pills tonight", 'i am going to take all my pills tonight'],
    ['my wife said she wishes she were dead', 'i wish i were dead'],
    ["my daughter told me she doesn't want to be alive anymore", 'i do not want to be alive anymore'],
    ["my coworker said he's been stockpiling his meds", 'i have been stockpiling my meds'],
    ['my teenage son has been cutting himself', 'i have been cutting myself'],
    ['my sister overdosed on purpose last night', 'i overdosed on purpose last night'],
    ['how do i help my friend who is suicidal', 'i am suicidal'],
    ['my boyfriend texted me last night that they just want it to end', 'i just want it to end'],
  ])('"%s" is "%s"', (query, own) => {
    expect(inTheirOwnWords(query)).toEqual([own]);
  });

  it('keeps the writer apart from the one spoken of: "kill me" is not "kill myself"', () => {
    expect(inTheirOwnWords('my mom will kill me if she finds out')).toEqual(['i will kill you if i find out']);
  });

  it('tells her pills from telling her', () => {
    expect(inTheirOwnWords('my friend said she wants me to tell her goodbye')).toEqual(['i want you to tell me goodbye']);
  });

  it('leaves another person\'s pronouns as they are: "him" said of a sister is someone else', () => {
    expect(inTheirOwnWords('my sister is better off without him now that the divorce is final')).toEqual([
      'i am better off without him now that the divorce is final',
    ]);
    expect(inTheirOwnWords('my husband said she would be better off without him')).toEqual(['she would be better off without me']);
  });

  it('speaks of no one close when no one close is named, or only their belongings are', () => {
    expect(inTheirOwnWords('i want to die')).toEqual([]);
    expect(inTheirOwnWords("i found a note in my son's room")).toEqual([]);
    expect(inTheirOwnWords('my dog wants to die')).toEqual([]);
  });

  it('hears no crisis of theirs in a life ending in peace or a threat that hangs on the writer', () => {
    expect(inTheirOwnWords('my grandma is ready to die and be with jesus')).toEqual([]);
    expect(inTheirOwnWords('my grandpa stopped eating, hospice says it is close')).toEqual([]);
    expect(inTheirOwnWords("my ex said he'd kill himself if i left")).toEqual([]);
  });
});
