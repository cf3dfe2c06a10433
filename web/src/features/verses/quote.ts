/**
 * A verse set in quotation marks the way typesetters do: in curly marks, unless the verse itself
 * holds speech in double marks (Genesis 16:13, Revelation 21:4), where outer marks would double up
 * with the verse's own ("…after seeing him?””"); then the words stand alone. The text is never changed.
 */
export const quoteVerse = (text: string, marks: 'curly' | 'straight' = 'curly') =>
  /["“”]/.test(text) ? text : marks === 'curly' ? `“${text}”` : `"${text}"`;
