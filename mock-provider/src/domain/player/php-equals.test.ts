import { describe, expect, it } from 'vitest';
import { phpLooseEquals } from './php-equals';

describe("phpLooseEquals, the real server's == between a value sent and a text it holds", () => {
  it.each([
    [482, '0482'],
    ['0482', '482'],
    [' 482', '482'],
    ['482 ', '482'],
    ['+482', '482'],
    ['4.82e2', '482'],
    ['.5', '0.5'],
    [1000, '1e3'],
    ['abc', 'abc'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('%j equals %j', (sent, stored) => {
    expect(phpLooseEquals(sent, stored)).toBe(true);
  });

  it.each([
    [482, '482x'],
    ['482x', '482'],
    ['abc', 'ABC'],
    [0, ''],
    ['', '0'],
    [null, '0'],
    [undefined, 'x'],
    ['1 2', '12'],
    ['0x1A', '26'],
    [482, '483'],
    ['482', '482.5'],
  ])('%j differs from %j', (sent, stored) => {
    expect(phpLooseEquals(sent, stored)).toBe(false);
  });
});
