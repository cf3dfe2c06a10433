/** localStorage that never throws (private mode, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(...keys: string[]) {
    try {
      for (const key of keys) window.localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  },
};

/** The stored JSON value, or undefined when there is none or it does not parse. */
export const readStoredJson = <T>(key: string): T | undefined => {
  try {
    return (JSON.parse(storage.get(key) ?? 'null') as T | null) ?? undefined;
  } catch {
    return undefined;
  }
};
