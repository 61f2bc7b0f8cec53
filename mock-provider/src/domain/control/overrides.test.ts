/** Which override answers a call (routes/control/overrides.test.ts drives them over HTTP). */
import { describe, expect, it, vi } from 'vitest';
import type { World } from '../../worlds/world';
import { overridesOf } from './overrides';

const PATH = 'api-get-dashboard-data';
const freshOverrides = () => overridesOf({} as World);

describe('overrides', () => {
  it("answer a player's call with that player's one, before an older one for anybody", () => {
    const overrides = freshOverrides();
    overrides.add({ path: PATH, answer: 'anybody', times: 0 });
    overrides.add({ path: PATH, answer: 'asha', times: 0, player: '9000000001' });
    expect(overrides.take(PATH, () => '9000000001')?.answer).toBe('asha');
    expect(overrides.take(PATH, () => '9000000002')?.answer).toBe('anybody');
  });

  it('ask who the caller is only when an override names a player', () => {
    const overrides = freshOverrides();
    overrides.add({ path: PATH, answer: 'anybody' });
    const caller = vi.fn(() => '9000000001');
    expect(overrides.take(PATH, caller)?.answer).toBe('anybody');
    expect(caller).not.toHaveBeenCalled();
  });

  it('are removed by id, only the one named', () => {
    const overrides = freshOverrides();
    const first = overrides.add({ path: PATH, answer: 1 });
    const second = overrides.add({ path: PATH, answer: 2 });
    expect(overrides.remove(first.id)).toBe(true);
    expect(overrides.list()).toEqual([second]);
    expect(overrides.remove(first.id)).toBe(false);
  });
});
