import type { QueryType } from '@verse/shared/api/schemas/discovery';
import { stem } from './stem.ts';
import { words } from './text.ts';

/**
 * Spec 000 §5: "date" for a month name plus day, a d/d pattern, "today" or "verse of the day";
 * "emotion" for words about anxiety, sadness, gratitude, anger, hope, peace, strength, joy, comfort
 * or guidance; otherwise "general".
 */

const DATE = new RegExp(
  [
    '\\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?\\s+(the\\s+)?\\d{1,2}(st|nd|rd|th)?\\b',
    '\\b\\d{1,2}(st|nd|rd|th)?\\s+(of\\s+)?(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\b',
    '(^|[^\\d:])\\d{1,2}/\\d{1,2}(?![\\d])',
    '\\btoday\\b',
    '\\bverse of the day\\b',
  ].join('|'),
  'i',
);

const EMOTION_WORDS = `
anxiety anxious worry worried worrying nervous panic stress stressed overwhelmed fear afraid scared
sad sadness sorrow depressed depression grief grieving heartbroken lonely cry crying tears unhappy down hopeless
grateful gratitude thankful thanks thanksgiving blessed appreciate
anger angry mad furious rage resentment bitter frustrated annoyed
hope hopeful hopeless despair
peace peaceful calm rest
strength strong weak weary tired exhausted
joy joyful happy happiness glad rejoice
comfort comforted hurting hurt pain broken
guidance guide direction lost confused decision purpose`;

const EMOTION_STEMS = new Set(EMOTION_WORDS.split(/\s+/).filter(Boolean).map(stem));

const isDateQuery = (query: string) => DATE.test(query);

export const classifyQuery = (query: string): QueryType => {
  if (isDateQuery(query)) return 'date';
  if (words(query).some((w) => EMOTION_STEMS.has(stem(w)))) return 'emotion';
  return 'general';
};
