/** Dates in queries ("March 3", "3rd of march", "12/25", "today") and the verse-of-the-day calendar. */

export interface MonthDay {
  month: number;
  day: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const SHORT = new Map<string, number>(Object.entries({ jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12 }));
/** Days per month in a leap year: the calendar has a verse for February 29. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const monthNumber = (word: string): number | undefined => {
  const i = MONTHS.indexOf(word);
  return i >= 0 ? i + 1 : SHORT.get(word);
};

const isValidMonthDay = ({ month, day }: MonthDay) =>
  Number.isInteger(month) && Number.isInteger(day) && month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1];

/** Index into the 366-entry calendar: January 1 → 0, February 29 → 59, December 31 → 365. */
export const calendarIndex = ({ month, day }: MonthDay) =>
  DAYS_IN_MONTH.slice(0, month - 1).reduce((a, b) => a + b, 0) + day - 1;

export const formatMonthDay = ({ month, day }: MonthDay) =>
  `${MONTHS[month - 1][0].toUpperCase()}${MONTHS[month - 1].slice(1)} ${day}`;

/** "YYYY-MM-DD" → month and day. */
export const monthDayOf = (isoDate: string): MonthDay => ({ month: Number(isoDate.slice(5, 7)), day: Number(isoDate.slice(8, 10)) });

/** The visitor's local date as YYYY-MM-DD: `date` when given, else now in `timeZone`, else now in UTC. */
export const localDate = (now: number, opts: { date?: string; timeZone?: string } = {}): string => {
  if (opts.date) return opts.date;
  if (opts.timeZone) {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone: opts.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
  return new Date(now).toISOString().slice(0, 10);
};

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const MONTH_WORD = '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?';
const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)?';
const MONTH_FIRST = new RegExp(`\\b${MONTH_WORD}\\s+(?:the\\s+)?${ORDINAL}\\b`);
const DAY_FIRST = new RegExp(`\\b(?:the\\s+)?${ORDINAL}\\s+(?:of\\s+)?${MONTH_WORD}\\b`);
const SLASHED = /(?:^|[^\d:])(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?(?![\d/])/;
const DATES = [MONTH_FIRST, DAY_FIRST, SLASHED].map((re) => new RegExp(re.source, 'g'));

/** The query with every month-and-day it names taken out ("my birthday is june 3" → "my birthday is "). */
export const withoutDates = (query: string) => DATES.reduce((q, re) => q.replace(re, ' '), query.toLowerCase());

const TODAY = /\b(today|todays|today's|verse of the day|verse for today|daily verse|verse of today)\b/;
const TOMORROW = /\btomorrow'?s?\b/;
const YESTERDAY = /\byesterday'?s?\b/;
/** Words that only say which day; a query with nothing else asks for that day's verse. */
export const DAY_WORDS = new Set(['today', 'todays', 'tomorrow', 'tomorrows', 'yesterday', 'yesterdays', 'day', 'daily', 'date']);

/**
 * The date a query asks about, or undefined. "12/25" reads as US month/day; when the first number
 * cannot be a month ("25/12") it reads as day/month. "May" alone is not a date ("may God bless").
 * "today", "tomorrow" and "yesterday" count only when `onlyDayWords` says the query says nothing
 * else ("I feel anxious about tomorrow" is a feeling, not a date).
 */
export const dateInQuery = (query: string, today: string, onlyDayWords = true): MonthDay | undefined => {
  const q = query.toLowerCase();
  let m = MONTH_FIRST.exec(q);
  if (m) {
    const md = { month: monthNumber(m[1])!, day: Number(m[2]) };
    if (isValidMonthDay(md)) return md;
  }
  m = DAY_FIRST.exec(q);
  if (m) {
    const md = { month: monthNumber(m[2])!, day: Number(m[1]) };
    if (isValidMonthDay(md)) return md;
  }
  m = SLASHED.exec(q);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const md = a > 12 && b <= 12 ? { month: b, day: a } : { month: a, day: b };
    if (isValidMonthDay(md)) return md;
  }
  if (!onlyDayWords) return undefined;
  if (TOMORROW.test(q)) return monthDayOf(addDays(today, 1));
  if (YESTERDAY.test(q)) return monthDayOf(addDays(today, -1));
  if (TODAY.test(q)) return monthDayOf(today);
  return undefined;
};
