import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredDialog } from './deferred-dialog';

// The page never idle here: what the dialog shows comes from its preload or its open alone.
vi.mock('./when-idle', () => ({ whenSettled: () => () => {} }));

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function Dialog({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Menu" /> : null;
}

describe('a deferred dialog', () => {
  it('downloads its code once when preloaded, and opens in the very render that opens it', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Deferred = deferredDialog(load);
    const { rerender } = render(<Deferred open={false} />);
    Deferred.preload();
    Deferred.preload();
    await settled();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Deferred open />);
    // No waiting: a tap on the menu shows it in the frame that follows.
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still opens when its code had not come yet, and a failed preload leaves the open to try again', async () => {
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Dialog);
    const Deferred = deferredDialog(load);
    const { rerender } = render(<Deferred open={false} />);
    Deferred.preload(); // fails quietly
    await settled();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Deferred open />);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
