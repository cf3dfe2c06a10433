import { describe, expect, it } from 'vitest';
import { withDigits, withNumberWords } from './spoken-numbers.ts';

describe('numbers written as words', () => {
  it.each([
    ['psalm twenty three', 'psalm 23'],
    ['john three sixteen', 'john 3 16'],
    ['second timothy one seven', 'second timothy 1 7'],
    ['psalm one hundred nineteen', 'psalm 119'],
    ['psalm one hundred and nineteen one hundred five', 'psalm 119 105'],
    ['Romans eight twenty-eight', 'Romans 8 28'],
    ['jeremiah twenty nine eleven', 'jeremiah 29 11'],
    ['isaiah forty thirty one', 'isaiah 40 31'],
    ['isaiah fourty thirty one', 'isaiah 40 31'],
    ['psalm ninty one', 'psalm 91'],
    ['be kind to one another', 'be kind to 1 another'],
    ['john 3:16', 'john 3:16'],
    // Past the hundredth psalm, chapters are said in pairs and a zero as "oh".
    ['psalm one twenty one', 'psalm 121'],
    ['psalms one forty five eighteen', 'psalms 145 18'],
    ['psalm one nineteen one oh five', 'psalm 119 105'],
    ['john one twelve', 'john 1 12'],
    // A psalm by its place, said in words; "second timothy" keeps its place among the books.
    ['the forty sixth psalm', 'the psalm 46'],
    ['forty-sixth psalm be still', 'psalm 46 be still'],
    ['the hundred and nineteenth psalm', 'the psalm 119'],
    ['first psalm', 'psalm 1'],
    ['the first psalms reading', 'the psalms 1 reading'],
  ])('%s → %s', (query, expected) => {
    expect(withDigits(query)).toBe(expected);
  });
});

describe('numbers written as digits, in the words Scripture spells them with', () => {
  it.each([
    ['dead 4 days', 'dead four days'],
    ['10 lepers', 'ten lepers'],
    ['jesus was 12', 'jesus was twelve'],
    ['23 and 40', 'twenty three and forty'],
    ['153 fish', 'one hundred fifty three fish'],
    ['300 men', 'three hundred men'],
    ['5000 people', 'five thousand people'],
    ['john 3:16', 'john three:sixteen'],
    ['0 and 10000 stay', '0 and 10000 stay'],
  ])('"%s" is "%s"', (text, words) => {
    expect(withNumberWords(text)).toBe(words);
  });
});
