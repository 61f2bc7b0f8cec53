import { describe, expect, it } from 'vitest';
import { fieldOfMessage } from './field-problem';

describe('fieldOfMessage', () => {
  const fault = ['kind', 'path', 'times', 'probability', 'latency_ms', 'msg', 'text'] as const;

  it('finds the field a validation message starts with', () => {
    expect(fieldOfMessage('probability must be <= 1', fault)).toBe('probability');
    expect(fieldOfMessage('times must be >= 1', fault)).toBe('times');
  });

  it('finds a field named inside the message, not a word that only starts like it', () => {
    expect(fieldOfMessage('latency needs latency_ms', fault)).toBe('latency_ms');
    expect(fieldOfMessage('Unknown provider path api-nothing', fault)).toBe('path');
  });

  it('takes the field named first, and a dotted part of a field as that field', () => {
    const limits = ['minDeposit', 'maxDeposit', 'rates.main.single_digit'] as const;
    expect(fieldOfMessage('minDeposit (500) must not exceed maxDeposit (100)', limits)).toBe(
      'minDeposit',
    );
    expect(fieldOfMessage('rates.main.single_digit.1 must be <= 1000000', limits)).toBe(
      'rates.main.single_digit',
    );
  });

  it('answers undefined when no field is named', () => {
    expect(fieldOfMessage('The simulator failed on this call', fault)).toBeUndefined();
  });
});
