/** Browser storage keys and window events named by the specification (spec 000 §3, §4). */
export const STORAGE_KEYS = {
  authToken: 'verse_auth_token',
  /** The other spelling one part of the product uses; read, and cleared with the first. */
  authTokenAlt: 'verse-auth-token',
  user: 'verse_user',
  subscriber: 'verseSubscriber',
  subscriberPlan: 'verseSubscriberPlan',
  subscriberEmail: 'verseSubscriberEmail',
  deviceId: 'verse_device_id',
  deviceIdAlt: 'verseDeviceId',
  /** A fingerprint id this browser used as its device id before it got a random one. */
  previousDeviceId: 'verse_previous_device_id',
  navHintSeen: 'verse-nav-hint-seen',
} as const;

/** What the page keeps for offline use (its own export, so only the code that works offline carries it). */
export const OFFLINE_STORAGE_KEYS = {
  /** The last verse of the day this browser was shown, with its local date. */
  verseOfTheDay: 'verse_verse_of_the_day',
  /** Today's Daily Ten as last loaded, and verses marked read offline waiting to be sent, per reader. */
  dailyTen: 'verse_daily_ten_offline',
  dailyTenMarks: 'verse_daily_ten_marks',
  /** The signed-in subscriber's favorites as last loaded, and the changes made offline waiting to be sent. */
  favorites: 'verse_favorites_offline',
  favoriteEdits: 'verse_favorite_edits',
  /** The books (and versions) this browser keeps for offline reading. */
  keptBooks: 'verse_kept_books',
} as const;

/**
 * The installed app's own Cache Storage caches (its code, and chapters read) start with this. The
 * caches spec 001 §4 has the page clear on load ("verse", "daily", "cache" in the name) never include
 * them: clearing them would take the app away offline.
 */
export const OFFLINE_CACHE_PREFIX = 'app-offline';

export const EVENTS = {
  userLoggedIn: 'userLoggedIn',
  userLoggedOut: 'userLoggedOut',
  triggerPaywall: 'triggerPaywall',
  openFeedback: 'openFeedback',
} as const;

export const DEVICE_HEADER = 'x-device-id';

/** A device id as the server accepts it: new browsers get `device_` and 24 hex digits, older ones kept their fingerprint id. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The FingerprintJS visitor id, sent apart from the device id: identical devices share it, so it is
 * only a signal against clearing storage for more free searches, never an identity.
 */
export const FINGERPRINT_HEADER = 'x-device-fingerprint';

/** The id a browser used before it got its own random one: its allowance state moves to the new id once. */
export const PREVIOUS_DEVICE_HEADER = 'x-previous-device-id';
