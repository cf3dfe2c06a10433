import { beforeEach, describe, expect, it } from 'vitest';
import { toast, toastDuration, useToasts } from './toast-store.ts';

const titles = () => useToasts.getState().toasts.map((t) => t.title);

describe('toasts', () => {
  beforeEach(() => useToasts.setState({ toasts: [] }));

  it('shows at most one (spec 000 §9): a new one replaces the one showing', () => {
    toast({ title: 'Added to Favorites' });
    toast({ title: 'Notes Updated' });
    expect(titles()).toEqual(['Notes Updated']);
  });

  it('lasts 5000 ms (spec 000 §9 "Notifications") unless the toast asks for longer', () => {
    toast({ title: 'Copied to clipboard' });
    expect(toastDuration(useToasts.getState().toasts[0])).toBe(5000);
    toast({ title: 'Daily limit reached', durationMs: 8000 });
    expect(toastDuration(useToasts.getState().toasts[0])).toBe(8000);
  });

  it('dismissing one leaves a newer one showing', () => {
    const first = toast({ title: 'Added to Favorites' });
    toast({ title: 'Notes Updated' });
    useToasts.getState().dismiss(first);
    expect(titles()).toEqual(['Notes Updated']);
    useToasts.getState().dismiss(useToasts.getState().toasts[0].id);
    expect(titles()).toEqual([]);
  });
});
