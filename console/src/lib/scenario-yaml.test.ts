import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { flow, scenarioYaml, stepOf } from './scenario-yaml';

const START = {
  clock: { now: '2025-03-03T03:30:00.000Z', frozen: true, speed: 1 },
  world: 'sandbox qa',
};

describe('scenario YAML of recorded console actions', () => {
  it('writes values in flow style that YAML reads back as sent (digits stay text)', () => {
    const value = { pana: '128', game_id: 12, early: true, rates: { main: { x: [10, 96] } } };
    expect(flow(value)).toBe(
      '{ pana: "128", game_id: 12, early: true, rates: { main: { x: [10, 96] } } }',
    );
    expect(parse(`v: ${flow(value)}`)).toEqual({ v: value });
    expect(parse(`v: ${flow({ 'a b': 'x: y # z' })}`)).toEqual({ v: { 'a b': 'x: y # z' } });
  });

  it("uses the format's own verbs where it has them, control for the rest", () => {
    expect(stepOf({ verb: 'POST /clock', input: { advance: 900_000 } })).toBe(
      '- clock: { advance: 900000 }',
    );
    expect(stepOf({ verb: 'PATCH /settings', input: { profile: 'strict' } })).toBe(
      '- setting: { profile: "strict" }',
    );
    expect(stepOf({ verb: 'DELETE /faults', input: {} })).toBe('- fault: clear');
    expect(
      stepOf({
        verb: 'POST /overrides',
        input: { path: 'api-game-rates', answer: [{ rate: 'odd' }], times: 0 },
      }),
    ).toBe('- override: { path: "api-game-rates", answer: [{ rate: "odd" }], times: 0 }');
    expect(stepOf({ verb: 'POST /snapshots/:name/restore', input: { name: 'a' } })).toBe(
      '- snapshot: { restore: "a" }',
    );
    expect(
      stepOf({ verb: 'POST /players/:mobile/credit', input: { mobile: '9876543210', amount: 5 } }),
    ).toBe(
      '- control: { verb: "POST /players/:mobile/credit", input: { mobile: "9876543210", amount: 5 } }',
    );
    expect(stepOf({ verb: 'DELETE /sandboxes/:name', input: { name: 'b' } })).toMatch(/^# /);
  });

  it('is a scenario file: a name, the clock as it stood, then each action', () => {
    const text = scenarioYaml(START, [
      { verb: 'POST /clock', input: { freeze: false } },
      { verb: 'POST /results', input: { game_id: 3, session: 'open', pana: '100' } },
      { verb: 'DELETE /sandboxes/:name', input: { name: 'b' } },
    ]);
    const doc = parse(text) as { name: string; steps: unknown[] };
    expect(doc.name).toBe('Recorded in the QA console');
    expect(doc.steps).toEqual([
      { clock: { set: '2025-03-03T03:30:00.000Z', freeze: true } },
      { clock: { freeze: false } },
      { control: { verb: 'POST /results', input: { game_id: 3, session: 'open', pana: '100' } } },
    ]);
  });
});
