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
  navHintSeen: 'verse-nav-hint-seen',
} as const;

export const EVENTS = {
  userLoggedIn: 'userLoggedIn',
  userLoggedOut: 'userLoggedOut',
  triggerPaywall: 'triggerPaywall',
  openFeedback: 'openFeedback',
} as const;

export const DEVICE_HEADER = 'x-device-id';
