import { beforeEach, describe, expect, it } from 'vitest';
import { LAYOUT, TIMINGS } from '@verse/shared/constants';
import { toast, toastDuration, useToasts } from './toast-store.ts';

describe('toasts', () => {
  beforeEach(() => useToasts.setState({ toasts: [] }));

  it('shows at most one at a time: a new one replaces the one showing', () => {
    toast({ title: 'Added to Favorites' });
    toast({ title: 'Notes Updated' });
    expect(LAYOUT.toastLimit).toBe(1);
    expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['Notes Updated']);
  });

  it('lasts 5000 ms unless told otherwise, and can be dismissed', () => {
    const id = toast({ title: 'Copied to clipboard' });
    const [shown] = useToasts.getState().toasts;
    expect(toastDuration(shown)).toBe(TIMINGS.toastDurationMs);
    expect(TIMINGS.toastDurationMs).toBe(5000);
    useToasts.getState().dismiss(id);
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
