/** The list a map holds under a key, added empty the first time the key is asked for. */
export const listUnder = <K, V>(map: Map<K, V[]>, key: K): V[] => {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
};
