import type { WordMark } from '@verse/shared/api/schemas/speech';

/** A run of the verse as shown: a spoken word (its mark's index) or what lies between words. */
export interface TextPart {
  text: string;
  word: number | null;
}

/**
 * The verse's text cut at the words its marks name, each found in order (the marks count offsets in
 * the spoken text, whose whitespace is folded, so the words are found rather than counted). A mark
 * whose word is not found is skipped; the text itself is never changed.
 */
export const readAlongParts = (text: string, marks: WordMark[]): TextPart[] => {
  const parts: TextPart[] = [];
  let cursor = 0;
  marks.forEach((mark, word) => {
    const at = text.indexOf(mark.value, cursor);
    if (at < 0) return;
    if (at > cursor) parts.push({ text: text.slice(cursor, at), word: null });
    parts.push({ text: mark.value, word });
    cursor = at + mark.value.length;
  });
  if (cursor < text.length) parts.push({ text: text.slice(cursor), word: null });
  return parts;
};

/** The word being spoken `ms` into the audio: the last one begun, or -1 before the first. */
export const wordAt = (marks: WordMark[], ms: number) => {
  let found = -1;
  for (let i = 0; i < marks.length && marks[i].time <= ms; i++) found = i;
  return found;
};
