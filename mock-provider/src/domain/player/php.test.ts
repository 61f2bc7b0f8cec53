import { describe, expect, it } from 'vitest';
import { phpLooseEquals, ucwords } from './php';

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

describe("ucwords, PHP's, as the real server stores names", () => {
  it('capitals each letter after the start or one of its six separators, and keeps the rest', () => {
    expect(ucwords('asha rao')).toBe('Asha Rao');
    expect(ucwords('a\tb\rc\nd\fe\vf')).toBe('A\tB\rC\nD\fE\vF');
    expect(ucwords("o'neil mcDONALD-smith")).toBe("O'neil McDONALD-smith");
  });
});
