/** What the immersive reader shows (spec 001 §2 query parameters); `index` and `total` place a Daily Ten verse in its ten. */
export interface ImmersiveVerse {
  reference: string;
  text: string;
  version?: string;
  reason?: string;
  reflection?: string;
  tag?: string;
  index?: number;
  total?: number;
}

export const immersivePath = (v: ImmersiveVerse) => {
  const query = new URLSearchParams({ verse: v.reference, text: v.text });
  for (const key of ['version', 'reason', 'reflection', 'tag'] as const) if (v[key]) query.set(key, v[key]);
  if (v.index !== undefined) query.set('index', String(v.index));
  if (v.total !== undefined) query.set('total', String(v.total));
  return `/immersive-reader?${query}`;
};
