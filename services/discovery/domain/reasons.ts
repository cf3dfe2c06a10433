/**
 * The reason beside a verse: it names the person's need and what the verse says to it. Templates
 * vary by a hash of the query and reference, so the same search always reads the same.
 */
import { hash } from './text.ts';

const pick = <T>(options: readonly T[], key: string): T => options[hash(key) % options.length];

/** Trimmed, one space between words, a capital first and a full stop last. */
export const sentence = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  if (!t) return t;
  return `${t[0].toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? '' : '.'}`;
};

const quoteList = (words: string[]) => {
  const q = words.map((w) => `“${w}”`);
  return q.length <= 1 ? q.join('') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
};

/** A library verse chosen for a topic: "For grief after losing someone you love: this verse promises …". */
export const topicReason = (need: string, why: string, key: string): string => {
  if (!why) return sentence(`For ${need}: this verse speaks to exactly that`);
  return sentence(
    pick([`For ${need}: this verse ${why}`, `For ${need}, this verse ${why}`, `Here is a verse for ${need}: it ${why}`], key),
  );
};

/** A verse asked for by reference. */
export const referenceReason = (reference: string, why: string | undefined): string =>
  why ? sentence(`You asked for ${reference}: this verse ${why}`) : sentence(`You asked for ${reference}, word for word`);

/** A verse of a passage asked for by its name, or of a story told, shown in reading order. */
export const passageReason = (_reference: string, why: string | undefined): string =>
  why ? sentence(`Part of the passage you asked for: this verse ${why}`) : sentence('Part of the passage you asked for, in reading order');

/** The heart of a story asked for (`passages.json`), shown before the rest of it. */
export const heartReason = (): string => sentence('The heart of the story you asked for, before the rest of it in reading order');

/** The verse that holds the moment a story was told by ("where david kills goliath with a sling"). */
export const momentReason = (): string => sentence('The moment you told, in the story it belongs to');

/** The verse of the day for a date. */
export const dailyReason = (dateLabel: string, why: string | undefined, isToday: boolean): string => {
  const lead = isToday ? "Today's verse" : `The verse for ${dateLabel}`;
  return why ? sentence(`${lead}: this verse ${why}`) : sentence(`${lead}, one verse to carry with you through the day`);
};

/** A verse found by searching all of Scripture for the person's words. */
export const fullTextReason = (matched: string[], bookName: string, why: string | undefined, key: string): string => {
  const words = quoteList(matched);
  if (why) return sentence(`On ${words}: this verse ${why}`);
  return sentence(
    pick(
      [
        `This verse in ${bookName} speaks of ${words}, the words of your search`,
        `Found in ${bookName} for ${words}: Scripture's own words on what you asked`,
        `${bookName} speaks here of ${words}, just as you asked`,
      ],
      key,
    ),
  );
};
