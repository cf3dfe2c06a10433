/** The list a map holds under a key, added empty the first time the key is asked for. */
export const listUnder = <K, V>(map: Map<K, V[]>, key: K): V[] => {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
};

/**
 * A value worked out the first time it is asked for, once per object, and kept while the object
 * lives. The further arguments are read on that first call only.
 */
export const oncePer = <K extends object, V, A extends unknown[] = []>(make: (key: K, ...args: A) => V) => {
  const known = new WeakMap<K, V>();
  return (key: K, ...args: A): V => {
    let value = known.get(key);
    if (value === undefined) known.set(key, (value = make(key, ...args)));
    return value;
  };
};
