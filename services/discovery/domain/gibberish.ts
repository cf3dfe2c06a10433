/** Keyboard rows, both ways: a run typed along one of them ("asdf", "qwerty") is not a word. */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((row) => [row, [...row].reverse().join('')]);

/**
 * A typed word that no language would have: no vowel at all ("hmm", "zzzz"), five consonants in a
 * row ("asdkjh"), a short pattern said over and over ("jfjfjf"), or four or more keys in a row of
 * the keyboard ("qwerty", "uiop"). Real words Verse does not know ("covid") are not gibberish.
 */
export const isGibberish = (word: string) => {
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w)) return false;
  if (!/[aeiouy]/.test(w)) return true;
  if (/[^aeiouy]{5}/.test(w)) return true;
  if (/^(.{1,3})\1{2,}$/.test(w)) return true;
  return w.length >= 4 && ROWS.some((row) => row.includes(w));
};
