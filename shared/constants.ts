/** Business constants from the specification (spec 000 §9, spec 001 §9). */

export const SITE_NAME = 'Verse';
export const TAGLINE = 'Read. Reflect. Recite.';
export const PITCH_LINE = 'Support Verse. Ad Free Forever.';

export const LIMITS = {
  /** Free visitors and signed-in non-subscribers: searches per window. */
  freeSearches: 4,
  freeWindowHours: 48,
  /** Subscribers: searches per local day. */
  subscriberDailySearches: 40,
  /** Repeating the same query within this time does not count again. */
  repeatQueryGraceSeconds: 60,
  queryMaxLength: 500,
  passwordMin: 6,
  favoriteNotesMax: 300,
  feedbackMessageMax: 5000,
  ratingMin: 1,
  ratingMax: 5,
  ttsTextMax: 3000,
  discoverDefaultCount: 5,
  discoverMaxCount: 10,
  searchRecordDays: 90,
  /** Verses on the recommendations page (spec 001 §3: scores 0.9 down to 0.1). */
  recommendationsMax: 9,
  /** Failed sign-ins per email from one address, and per device, in the window. */
  signInAttempts: 10,
  /** Failed sign-ins per email from everywhere, in the window; never counted against a device the owner signed in on. */
  signInAttemptsPerEmail: 50,
  signInWindowMinutes: 15,
  resetTokenMinutes: 60,
  /** How long the emailed link that finishes a sign-up works. */
  signupLinkHours: 24,
} as const;

/** A subscriber at the daily cap (spec 001 §6): never an offer of the plan they already have. */
export const SUBSCRIBER_LIMIT_MESSAGE = `You've reached your daily search limit (${LIMITS.subscriberDailySearches} searches). Your access will reset tomorrow.`;

/**
 * Limits per source address (and per device fingerprint on an address), on top of the per-device
 * and per-account ones: generous enough for a campus or church network behind one address, low
 * enough that rotating device ids, accounts or email addresses from one place gains little.
 */
export const SOURCE_LIMITS = {
  /** Counted free searches from one address, across all its devices and accounts. */
  searchesPerAddress: { limit: 300, windowHours: 24 },
  /** Counted free searches from browsers that look identical (one fingerprint) on one address: six visitors' allowance. */
  searchesPerFingerprint: { limit: 24, windowHours: 48 },
  signUpsPerAddress: { limit: 10, windowHours: 1 },
  failedSignInsPerAddress: { limit: 30, windowHours: 0.25 },
  /** Password-reset and subscriber sign-in emails requested from one address. */
  emailsPerAddress: { limit: 20, windowHours: 1 },
  feedbackPerAddress: { limit: 10, windowHours: 1 },
  /** Verses spoken afresh (not yet stored) for one address: each is a paid Polly call. */
  synthesesPerAddress: { limit: 60, windowHours: 1 },
  /** Recorded searches from one address that count toward trending: past it they are kept for recommendations only. */
  trendingCountsPerAddress: { limit: 100, windowHours: 24 },
} as const;

export type SourceLimitName = keyof typeof SOURCE_LIMITS;

export const PRICES = {
  monthly: { amountCents: 499, label: '$4.99/month' },
  annual: { amountCents: 4999, label: '$49.99/year' },
  gift: { amountCents: 4999, label: '$49.99/year' },
} as const;

/**
 * The Bible reader's tiers (spec 001 §3, §9). They are shown, never enforced: everyone can read every
 * chapter (spec 001 §6). Verse+ lifts the counts; audio is the same voice for everyone.
 */
export const BIBLE_READER_LIMITS = {
  free: { chapters_per_day: 3, audio_quality: 'basic', reading_plans: 1, offline_downloads: false },
  plus: { chapters_per_day: null, audio_quality: 'basic', reading_plans: null, offline_downloads: false },
} as const;

export const PLAN_TYPES = ['monthly', 'annual', 'gift'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const TIMINGS = {
  usageRefetchMs: 5000,
  dailyTenUsagePollMs: 2000,
  countdownTickMs: 1000,
  feedbackCloseMs: 2000,
  forgotPasswordReturnMs: 3000,
  thinkingStepMs: 2000,
  placeholderRotateMs: 6000,
  placeholderFadeMs: 1000,
  relatedPrefetchDelayMs: 2000,
  navLockMs: 300,
  vibrationMs: 50,
  navHintMs: 5000,
  reflectFadeInMs: 800,
  appLinkFallbackMs: 1000,
  shareCardDelayMs: 100,
  audioTimeoutMs: 30_000,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  immersiveRedirectMs: 1500,
  dailyTenFadeMs: 600,
  dailyTenHideMs: 650,
  celebrationCloseMs: 5000,
} as const;

export const GESTURES = {
  swipeThresholdPx: 50,
  swipeHintPx: 20,
  toastSwipeThresholdPx: 50,
} as const;

export const LAYOUT = {
  mobileBreakpointPx: 768,
  toastMaxWidthPx: 420,
  toastLimit: 1,
} as const;

export const VERSE_CACHE = { entries: 20, relatedPrefetchMax: 3 } as const;
export const RELATED_TOPICS = ['peace', 'hope', 'strength', 'comfort', 'gratitude', 'faith'] as const;

export const AUDIO_CACHE = {
  maxBytes: 50 * 1024 * 1024,
  evictToRatio: 0.8,
  concurrentRequests: 2,
  currentPriority: 100,
  /** The other verses' audio is fetched ahead this long after they are shown, once the page has settled. */
  preloadDelayMs: 2500,
} as const;

export const SHARE_CARD = {
  sizePx: 1080,
  quality: 0.9,
  fontMaxPx: 96,
  fontStepPx: 4,
  fontMinPx: 48,
  widthRatio: 0.8,
  heightRatio: 0.65,
  maxLines: 4,
  fixedHashtagCount: 9,
  extraHashtagMax: 3,
} as const;

export const DAILY_TEN = {
  verses: 10,
  annualGoal: 3650,
  streakGoalDays: 30,
  weekDays: 7,
} as const;

export const BIBLE_VERSIONS = ['WEB', 'KJV'] as const;
export type BibleVersion = (typeof BIBLE_VERSIONS)[number];
export const DEFAULT_VERSION: BibleVersion = 'WEB';

/** The query a blank search becomes (spec 000 §5). */
export const DAILY_VERSE_QUERY = 'daily verse';

export const PRIVACY_EFFECTIVE_DATE = 'January 6, 2025';

/** Where people write to us about privacy and their data. */
export const CONTACT_EMAIL = 'privacy@verse.example';

/** The 13 trending searches of the home page (spec 000 §2), in their default order. */
export const TRENDING_SEARCHES: readonly string[] = [
  'Bible verses about love',
  'Bible verses about anxiety',
  'Bible verses about forgiveness',
  'Bible verses about healing',
  'Bible verses when sick',
  'Bible verses about strength',
  'Bible verses about peace',
  'Bible verses about trust',
  'Encouraging Bible verses',
  'Random Bible verse',
  'Scary Bible verses',
  'When will Jesus return?',
  'What is the rapture?',
];
