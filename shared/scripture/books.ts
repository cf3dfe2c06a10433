/** The 66 books of the Protestant canon, in canonical order. Browser-safe. */

type Testament = 'OT' | 'NT';
type Genre = 'law' | 'history' | 'poetry' | 'prophecy' | 'gospel' | 'epistle' | 'apocalyptic';

export interface Book {
  /** 0-65, the position in canonical order. */
  index: number;
  /** OSIS abbreviation, e.g. 'Gen', 'Ps', '1Cor'. */
  osis: string;
  /** The name as shown and as written in references, e.g. 'Song of Solomon', '1 Corinthians'. */
  name: string;
  testament: Testament;
  genre: Genre;
  chapters: number;
}

type Row = [osis: string, name: string, genre: Genre, chapters: number];

const OT: Row[] = [
  ['Gen', 'Genesis', 'law', 50],
  ['Exod', 'Exodus', 'law', 40],
  ['Lev', 'Leviticus', 'law', 27],
  ['Num', 'Numbers', 'law', 36],
  ['Deut', 'Deuteronomy', 'law', 34],
  ['Josh', 'Joshua', 'history', 24],
  ['Judg', 'Judges', 'history', 21],
  ['Ruth', 'Ruth', 'history', 4],
  ['1Sam', '1 Samuel', 'history', 31],
  ['2Sam', '2 Samuel', 'history', 24],
  ['1Kgs', '1 Kings', 'history', 22],
  ['2Kgs', '2 Kings', 'history', 25],
  ['1Chr', '1 Chronicles', 'history', 29],
  ['2Chr', '2 Chronicles', 'history', 36],
  ['Ezra', 'Ezra', 'history', 10],
  ['Neh', 'Nehemiah', 'history', 13],
  ['Esth', 'Esther', 'history', 10],
  ['Job', 'Job', 'poetry', 42],
  ['Ps', 'Psalms', 'poetry', 150],
  ['Prov', 'Proverbs', 'poetry', 31],
  ['Eccl', 'Ecclesiastes', 'poetry', 12],
  ['Song', 'Song of Solomon', 'poetry', 8],
  ['Isa', 'Isaiah', 'prophecy', 66],
  ['Jer', 'Jeremiah', 'prophecy', 52],
  ['Lam', 'Lamentations', 'prophecy', 5],
  ['Ezek', 'Ezekiel', 'prophecy', 48],
  ['Dan', 'Daniel', 'prophecy', 12],
  ['Hos', 'Hosea', 'prophecy', 14],
  ['Joel', 'Joel', 'prophecy', 3],
  ['Amos', 'Amos', 'prophecy', 9],
  ['Obad', 'Obadiah', 'prophecy', 1],
  ['Jonah', 'Jonah', 'prophecy', 4],
  ['Mic', 'Micah', 'prophecy', 7],
  ['Nah', 'Nahum', 'prophecy', 3],
  ['Hab', 'Habakkuk', 'prophecy', 3],
  ['Zeph', 'Zephaniah', 'prophecy', 3],
  ['Hag', 'Haggai', 'prophecy', 2],
  ['Zech', 'Zechariah', 'prophecy', 14],
  ['Mal', 'Malachi', 'prophecy', 4],
];

const NT: Row[] = [
  ['Matt', 'Matthew', 'gospel', 28],
  ['Mark', 'Mark', 'gospel', 16],
  ['Luke', 'Luke', 'gospel', 24],
  ['John', 'John', 'gospel', 21],
  ['Acts', 'Acts', 'history', 28],
  ['Rom', 'Romans', 'epistle', 16],
  ['1Cor', '1 Corinthians', 'epistle', 16],
  ['2Cor', '2 Corinthians', 'epistle', 13],
  ['Gal', 'Galatians', 'epistle', 6],
  ['Eph', 'Ephesians', 'epistle', 6],
  ['Phil', 'Philippians', 'epistle', 4],
  ['Col', 'Colossians', 'epistle', 4],
  ['1Thess', '1 Thessalonians', 'epistle', 5],
  ['2Thess', '2 Thessalonians', 'epistle', 3],
  ['1Tim', '1 Timothy', 'epistle', 6],
  ['2Tim', '2 Timothy', 'epistle', 4],
  ['Titus', 'Titus', 'epistle', 3],
  ['Phlm', 'Philemon', 'epistle', 1],
  ['Heb', 'Hebrews', 'epistle', 13],
  ['Jas', 'James', 'epistle', 5],
  ['1Pet', '1 Peter', 'epistle', 5],
  ['2Pet', '2 Peter', 'epistle', 3],
  ['1John', '1 John', 'epistle', 5],
  ['2John', '2 John', 'epistle', 1],
  ['3John', '3 John', 'epistle', 1],
  ['Jude', 'Jude', 'epistle', 1],
  ['Rev', 'Revelation', 'apocalyptic', 22],
];

export const BOOKS: readonly Book[] = [
  ...OT.map((row) => ({ row, testament: 'OT' as const })),
  ...NT.map((row) => ({ row, testament: 'NT' as const })),
].map(({ row: [osis, name, genre, chapters], testament }, index) =>
  Object.freeze({ index, osis, name, testament, genre, chapters }),
);

const byName = new Map(BOOKS.map((b) => [b.name, b]));
const byOsis = new Map(BOOKS.map((b) => [b.osis, b]));

/** Exact canonical name ('1 Corinthians'); undefined otherwise. */
export function bookByName(name: string): Book | undefined {
  return byName.get(name);
}

/** Exact OSIS abbreviation ('1Cor'); undefined otherwise. */
export function bookByOsis(osis: string): Book | undefined {
  return byOsis.get(osis);
}

/** The book's name as a URL slug: 'genesis', '1-corinthians', 'song-of-solomon'. */
export const bookSlug = (book: Book) => book.name.toLowerCase().replace(/\s+/g, '-');

const ORDINALS: [RegExp, string][] = [
  [/^(?:first|1st|i)\s+/, '1'],
  [/^(?:second|2nd|ii)\s+/, '2'],
  [/^(?:third|3rd|iii)\s+/, '3'],
];

/** Lower case, no dots, dashes or spaces, a leading ordinal as a digit: '1 Cor.' → '1cor', 'First John' → '1john'. */
const squash = (text: string) => {
  let t = text.toLowerCase().replace(/[.\-_]/g, ' ').replace(/\s+/g, ' ').trim();
  for (const [pattern, digit] of ORDINALS) t = t.replace(pattern, digit);
  return t.replace(/\s/g, '');
};

/** Names people use that are neither the name, its slug, the OSIS code nor a prefix of the name. */
const ALIASES: Record<string, string> = {
  psalm: 'Ps',
  songofsongs: 'Song',
  canticles: 'Song',
  revelations: 'Rev',
  jn: 'John',
  jhn: 'John',
  mk: 'Mark',
  mt: 'Matt',
  lk: 'Luke',
  ez: 'Ezek',
  phm: 'Phlm',
};

const exact = new Map<string, Book>();
for (const b of BOOKS) {
  exact.set(squash(b.name), b);
  exact.set(b.osis.toLowerCase(), b);
}
for (const [alias, osis] of Object.entries(ALIASES)) exact.set(alias, byOsis.get(osis)!);

/** A book by its name, its code or a common short name ('john', 'Jn', '1 cor', 'first john'), never guessed from a prefix. */
export const bookNamed = (text: string): Book | undefined => exact.get(squash(text.slice(0, 40)));

/**
 * A book from the way people write it: 'Genesis', 'genesis', 'Gen', '1 cor', 'first-corinthians',
 * 'Song of Songs', or a prefix that only one book's name starts with ('deut', 'philipp');
 * undefined when unknown or ambiguous ('jo').
 */
export function findBook(text: string): Book | undefined {
  const known = bookNamed(text);
  if (known) return known;
  const key = squash(text.slice(0, 40));
  if (key.length < 3) return undefined;
  const starting = BOOKS.filter((b) => squash(b.name).startsWith(key));
  return starting.length === 1 ? starting[0] : undefined;
}
