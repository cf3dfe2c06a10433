import type { Theme } from '@verse/shared/api/schemas/discovery';

/** The shapes of the knowledge files described in `services/discovery/data/README.md`. */

export const TOPIC_KINDS = ['feeling', 'situation', 'relationship', 'question', 'doctrine', 'theme', 'occasion'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

interface TopicVerse {
  ref: string;
  why: string;
}

export interface Topic {
  id: string;
  label: string;
  kind: TopicKind;
  theme: Theme;
  need: string;
  phrases: string[];
  related: string[];
  verses: TopicVerse[];
}

/** Reference → reflection. */
export type Reflections = Readonly<Record<string, string>>;

/** Where a book (or chapters "40-55" of it) stands, for reflections on verses no one wrote one for. */
export interface Setting {
  book: string;
  chapters?: string;
  setting: string;
  invitation: string;
}

export interface Knowledge {
  topics: readonly Topic[];
  reflections: Reflections;
  /** 366 references: index 0 is January 1, 59 is February 29, 365 is December 31. */
  calendar: readonly string[];
  settings: readonly Setting[];
}
