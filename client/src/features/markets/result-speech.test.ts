import { formatGaliResult, formatMainResult, formatStarlineResult } from '@panna/shared/results';
import { describe, expect, it } from 'vitest';
import { declaredPart } from './result-speech';

describe('the declared part of a result shown masked', () => {
  it('is nothing while no digit is declared, in every market kind', () => {
    expect(declaredPart(formatMainResult('', ''))).toBe('');
    expect(declaredPart(formatStarlineResult(''))).toBe('');
    expect(declaredPart(formatGaliResult('', ''))).toBe('');
  });

  it('is the declared half of a main result, without the masks or a dangling dash', () => {
    expect(formatMainResult('128-1', '')).toBe('128-1*-***');
    expect(declaredPart(formatMainResult('128-1', ''))).toBe('128-1');
    expect(formatMainResult('', '0-370')).toBe('***-*0-370');
    expect(declaredPart(formatMainResult('', '0-370'))).toBe('0-370');
  });

  it("is Gali's lone declared digit", () => {
    expect(declaredPart(formatGaliResult('4', ''))).toBe('4');
    expect(declaredPart(formatGaliResult('', '7'))).toBe('7');
  });
});
