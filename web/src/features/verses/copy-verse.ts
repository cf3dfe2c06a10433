import { toast } from '@/ui/toast-store.ts';
import { quoteVerse } from './quote.ts';

/** Copies "verse" — reference (VERSION) and says so (spec 000 §8). */
export const copyVerse = async (verse: { text: string; reference: string; version: string }) => {
  try {
    await navigator.clipboard.writeText(`${quoteVerse(verse.text, 'straight')} — ${verse.reference} (${verse.version.toUpperCase()})`);
    toast({ title: 'Copied to clipboard', description: 'Verse copied successfully' });
  } catch {
    toast({ title: 'Could not copy', description: 'Select the verse text and copy it by hand.', variant: 'destructive' });
  }
};
