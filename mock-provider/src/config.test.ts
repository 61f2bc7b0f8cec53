import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the sandbox settings', () => {
  it('default to 100 open, 500 in all, and a week idle', () => {
    expect(readConfig({})).toMatchObject({
      sandboxLimit: 100,
      sandboxMax: 500,
      sandboxTtlHours: 168,
    });
  });

  it('take whole counts and hours with fractions; anything else is the default', () => {
    expect(
      readConfig({ SANDBOX_MAX: '20', SANDBOX_TTL_HOURS: '0.5', SANDBOX_LIMIT: '3' }),
    ).toMatchObject({ sandboxMax: 20, sandboxTtlHours: 0.5, sandboxLimit: 3 });
    expect(readConfig({ SANDBOX_TTL_HOURS: '0' }).sandboxTtlHours).toBe(0);
    for (const bad of ['', ' ', '-1', 'week', 'Infinity', '1e400'])
      expect(readConfig({ SANDBOX_MAX: bad, SANDBOX_TTL_HOURS: bad })).toMatchObject({
        sandboxMax: 500,
        sandboxTtlHours: 168,
      });
    expect(readConfig({ SANDBOX_MAX: '2.5' }).sandboxMax).toBe(500);
  });
});
