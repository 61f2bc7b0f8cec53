import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as paths from '../lib/paths';
import { preloadRoute } from './router';

const otherShell = vi.hoisted(() => ({ preloadRoute: vi.fn(() => Promise.resolve()) }));
const loadOtherShell = vi.hoisted(() => vi.fn(() => Promise.resolve(otherShell)));
vi.mock('./other-shell-loader', () => ({ loadOtherShell }));

describe('the start-up download of a signed-in path', () => {
  beforeEach(() => loadOtherShell.mockClear());

  it("leaves the shell's second step out for the home, in any spelling the router takes", async () => {
    for (const path of [paths.home, '/IMP', '/imp/']) await preloadRoute(path, Promise.resolve());
    expect(loadOtherShell).not.toHaveBeenCalled();
  });

  it('fetches it at once, alongside the first step, for any other screen', async () => {
    const first = preloadRoute(paths.wallet, Promise.resolve());
    expect(loadOtherShell).toHaveBeenCalled(); // before the first step has come
    await first;
    expect(otherShell.preloadRoute).toHaveBeenCalledWith(paths.wallet, expect.any(Promise));
  });
});
