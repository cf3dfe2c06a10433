/**
 * Passages people call by name ("the lord's prayer", "the parable of the sower") and the common
 * modern wordings of verses they half-remember ("for i know the plans i have for you"), from
 * `data/passages.json`.
 */
export interface PassageFile {
  passages: { names: string[]; refs: string[] }[];
  wordings: { says: string[]; ref: string }[];
}

export interface Passages {
  /** Name (normalized) → its references in reading order. */
  byName: Map<string, string[]>;
  /** Wording keys (normalized), longest first, and their verse. */
  wordings: { key: string; ref: string }[];
}

/** Lower case, apostrophes and other punctuation gone, one space between words. */
export const normalizeWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** What people put around a passage's name: "the", "what is", "show me", "passage", "in the bible". */
const FRAME =
  /^(?:(?:what|where|who) (?:is|are|was) |(?:show|give|read|find) (?:me )?|(?:i want|looking for) (?:to read )?)?(?:the )?(.*?)(?: (?:passage|verses?|story|chapter|text))?(?: in the bible| from the bible| scripture)?$/;

const nameOf = (text: string) => FRAME.exec(normalizeWords(text))?.[1] ?? '';

export const preparePassages = (file: PassageFile): Passages => ({
  byName: new Map(file.passages.flatMap((p) => p.names.map((n) => [nameOf(n), p.refs] as [string, string[]]))),
  wordings: file.wordings
    .flatMap((w) => w.says.map((s) => ({ key: normalizeWords(s), ref: w.ref })))
    .sort((a, b) => b.key.length - a.key.length),
});

/** The references of the passage a query names, if it is one of the names. */
export const namedPassage = (passages: Passages, query: string) => passages.byName.get(nameOf(query));

/** The verse whose common wording the query contains, if any (the longest key wins). */
export const rememberedVerse = (passages: Passages, query: string) => {
  const words = ` ${normalizeWords(query)} `;
  return passages.wordings.find((w) => words.includes(` ${w.key} `))?.ref;
};
