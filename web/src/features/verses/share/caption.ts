import type { DiscoveredVerse } from '@verse/shared/api/schemas/discovery';
import { SHARE_CARD } from '@verse/shared/constants';
import { quoteVerse } from '@/features/verses/quote.ts';

export const FIXED_HASHTAGS = [
  '#BibleVerse',
  '#Scripture',
  '#GodsWord',
  '#Faith',
  '#Bible',
  '#Jesus',
  '#Christian',
  '#DailyVerse',
  '#Verse',
] as const;

/** Extra hashtags, chosen when a keyword appears in the verse text or reason (first matches win). */
const KEYWORD_HASHTAGS: readonly [RegExp, string][] = [
  [/\blov(e|ed|es|ing)\b/i, '#Love'],
  [/\bpeace\b/i, '#Peace'],
  [/\bhope\b/i, '#Hope'],
  [/\bstrength|strong\b/i, '#Strength'],
  [/\bpray(er|ers|ing)?\b/i, '#Prayer'],
  [/\bgrace\b/i, '#Grace'],
  [/\bjoy(ful)?\b/i, '#Joy'],
  [/\btrust\b/i, '#Trust'],
  [/\bheal(s|ed|ing)?\b/i, '#Healing'],
  [/\bforgiv(e|en|eness|ing)\b/i, '#Forgiveness'],
  [/\bfear|afraid|anxi(ety|ous)\b/i, '#FaithOverFear'],
  [/\blight\b/i, '#Light'],
  [/\bthank(s|ful|sgiving)?\b/i, '#Gratitude'],
  [/\bwisdom|wise\b/i, '#Wisdom'],
];

export const hashtags = (verse: Pick<DiscoveredVerse, 'text' | 'reason'>): string[] => {
  const haystack = `${verse.text} ${verse.reason}`;
  const extra = KEYWORD_HASHTAGS.filter(([re]) => re.test(haystack)).map(([, tag]) => tag);
  return [...FIXED_HASHTAGS, ...extra.slice(0, SHARE_CARD.extraHashtagMax)];
};

/** Spec 000 §9: quoted verse text, a dash, the reference, the product website, the hashtags. */
export const shareCaption = (verse: Pick<DiscoveredVerse, 'text' | 'reason' | 'reference'>, site: string) =>
  `${quoteVerse(verse.text, 'straight')}\n— ${verse.reference}\n\n${site}\n\n${hashtags(verse).join(' ')}`;

/** `verse-{reference with non-alphanumerics replaced by dashes}.png` */
export const cardFileName = (reference: string) => `verse-${reference.replace(/[^A-Za-z0-9]/g, '-')}.png`;
