type PlatformId = 'instagram' | 'facebook' | 'pinterest' | 'x';

export interface Platform {
  id: PlatformId;
  label: string;
  /** Where the card looks best: square for all four today. */
  hint: string;
  /** The app's deep link, tried first on phones; the web address opens if the app does not within 1 s. */
  appLink?: string;
  webUrl(caption: string, site: string): string;
}

const enc = encodeURIComponent;

export const PLATFORMS: readonly Platform[] = [
  { id: 'instagram', label: 'Instagram', hint: 'Post or story', appLink: 'instagram://library', webUrl: () => 'https://www.instagram.com/' },
  {
    id: 'facebook',
    label: 'Facebook',
    hint: 'Share to your feed',
    webUrl: (caption, site) => `https://www.facebook.com/sharer/sharer.php?u=${enc(site)}&quote=${enc(caption)}`,
  },
  {
    id: 'pinterest',
    label: 'Pinterest',
    hint: 'Pin the card',
    appLink: 'pinterest://',
    webUrl: (caption, site) => `https://www.pinterest.com/pin/create/button/?url=${enc(site)}&description=${enc(caption)}`,
  },
  { id: 'x', label: 'X', hint: 'Post the verse', webUrl: (caption) => `https://x.com/intent/post?text=${enc(caption)}` },
];
