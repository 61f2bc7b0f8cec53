import { describe, expect, it } from 'vitest';
import { androidCanDecode, androidForm } from './app-key';

const KEPT = '123456789012345';

describe('the app key as the Android clients decode it', () => {
  it('can be given back from 15 characters on, with only letters after the 15th', () => {
    expect(androidCanDecode(KEPT.slice(1))).toBe(false);
    expect(androidCanDecode(KEPT)).toBe(true);
    expect(androidCanDecode(`${KEPT}xyZ`)).toBe(true);
    expect(androidCanDecode(`${KEPT}x1`)).toBe(false);
  });

  it('is served with each later letter 3 places up, wrapping within its case', () => {
    expect(androidForm(`${KEPT}axyzAXYZ`)).toBe(`${KEPT}dabcDABC`);
    expect(androidForm(`${KEPT}x1`)).toBe(`${KEPT}x1`);
  });
});
