import { describe, expect, it } from 'vitest';
import { testApp } from '../testing';
import { withoutFraming } from './no-framing';

describe('refusing to be framed', () => {
  it("puts frame-ancestors 'none' in a policy once, keeping the rest", () => {
    expect(withoutFraming(undefined)).toBe("frame-ancestors 'none'");
    expect(withoutFraming("default-src 'self'; frame-ancestors 'self' https://x.example;")).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    );
    expect(withoutFraming('FRAME-ANCESTORS *; img-src data:')).toBe(
      "img-src data:; frame-ancestors 'none'",
    );
  });

  it('marks pages and SVG images, and leaves JSON answers as they were', async () => {
    const app = await testApp({ seed: true });
    try {
      for (const url of ['/', '/static/slider-1.svg', '/charts/nope/jodi']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.headers['x-frame-options'], url).toBe('DENY');
        expect(page.headers['content-security-policy'], url).toBe("frame-ancestors 'none'");
      }
      const json = await app.inject({ method: 'GET', url: '/__sim/clock' });
      expect(json.headers['x-frame-options']).toBeUndefined();
      expect(json.headers['content-security-policy']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
