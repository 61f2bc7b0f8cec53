import { describe, expect, it } from 'vitest';
import { parseDuration } from './format';
import { ScenarioFormatError, parseScenario } from './parser';
import { describeStep, freshSandbox } from './runner';

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['15m', 900_000],
    ['6h', 21_600_000],
    ['2d', 172_800_000],
    ['1h30m', 5_400_000],
    ['-15m', -900_000],
    ['250ms', 250],
    [1500, 1500],
  ])('%j is %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['6 hours', 'h', '', '1.5h', null])('refuses %j', (text) =>
    expect(parseDuration(text)).toBeUndefined(),
  );
});

describe('parseScenario', () => {
  const yaml = `
name: Example
steps:
  - clock: { set: "2024-07-01T09:00:00+05:30", freeze: true }
  - expect: { bid: refused, msg: closed }
  - fault: clear
`;

  it('reads YAML steps as numbered verbs with their arguments', () => {
    const scenario = parseScenario(yaml, 'example.yaml');
    expect(scenario.name).toBe('Example');
    expect(scenario.steps).toEqual([
      {
        number: 1,
        line: 4,
        verb: 'clock',
        args: { set: '2024-07-01T09:00:00+05:30', freeze: true },
      },
      { number: 2, line: 5, verb: 'expect', args: { bid: 'refused', msg: 'closed' } },
      { number: 3, line: 6, verb: 'fault', args: { clear: true } },
    ]);
    expect(describeStep(scenario.steps[1]!)).toBe('expect bid refused msg=closed');
  });

  it('reads JSON', () => {
    const json = JSON.stringify({ name: 'J', steps: [{ clock: { advance: '1h' } }] });
    expect(parseScenario(json, 'j.json').steps[0]).toMatchObject({
      verb: 'clock',
      args: { advance: '1h' },
    });
  });

  it.each([
    ['steps: []\nname: x', /steps must be a non-empty list/],
    ['steps:\n  - clock: {}', /name is required/],
    ['name: x\nsteps:\n  - warp: {}', /step 1: unknown verb "warp"/],
    ['name: x\nsteps:\n  - clock: {}\n    bid: {}', /step 1: a step has exactly one verb/],
    ['name: x\nsteps:\n  - bid: { player: raj }', /step 1 \(bid\): bid needs "market"/],
    ['name: x\nsteps:\n  - clock: { adv: 1h }', /clock does not take "adv"/],
    ['name: x\nsteps:\n  - expect: { balance: {}, call: accepted }', /exactly one of/],
    ['name: x\nsteps:\n  - expect: { balance: {}, msg: x }', /expect balance does not take "msg"/],
    ['name: x\nsandbox: "a b"\nsteps:\n  - clock: {}', /sandbox/],
    ['name: [', /not valid YAML/],
    // Instants and dates by the control plane's rules, before the first step runs.
    ['name: x\nsteps:\n  - clock: { set: "2024-02-30T10:00:00+05:30" }', /no date 2024-02-30/],
    ['name: x\nsteps:\n  - clock: { set: "2024-07-01T24:00:00Z" }', /no hour 24/],
    ['name: x\nsteps:\n  - clock: { set: "2101-01-01T00:00:00Z" }', /outside the clock's range/],
    ['name: x\nsteps:\n  - result: { market: m, pana: "123", date: "2023-02-29" }', /"2023-02-29"/],
    ['name: x\nsteps:\n  - revert: { market: m, date: "2024-13-01" }', /"2024-13-01"/],
    [
      'name: x\nsteps:\n  - market: { kind: gali, name: G, open_time: "01:00 PM", as: g, holidays: ["2024-04-31"] }',
      /"2024-04-31"/,
    ],
    [
      'name: x\nsteps:\n  - expect: { owed: { player: p, equals: 0, date: "2025-02-29" } }',
      /"2025-02-29"/,
    ],
  ])('refuses %j naming the problem', (text, message) => {
    expect(() => parseScenario(text, 'bad.yaml')).toThrow(ScenarioFormatError);
    expect(() => parseScenario(text, 'bad.yaml')).toThrow(message);
  });
});

describe("a file's errors", () => {
  it('name the line the step starts on, however the file is laid out', () => {
    const text = [
      '# a comment',
      'name: lines',
      '',
      'steps:',
      '  - clock: { advance: 1h }',
      '  - bid:',
      '      player: raj',
      '  # another comment',
      '  - expect: { call: accepted, extra: 1 }',
    ].join('\n');
    expect(() => parseScenario(text, 'lines.yaml')).toThrow(
      'line 6, step 2 (bid): bid needs "market"',
    );
    const third = text.replace(
      '      player: raj',
      '      { player: raj, market: m, type: x, digits: "1", points: 1 }',
    );
    expect(() => parseScenario(third, 'lines.yaml')).toThrow(
      'line 9, step 3 (expect): expect call does not take "extra"',
    );
  });

  it('name the line of a top-level field and of an end_state player', () => {
    expect(() =>
      parseScenario('name: x\nsandbox: "a b"\nsteps: [{ clock: {} }]', 'f.yaml'),
    ).toThrow('f.yaml: line 2: sandbox');
    expect(() => parseScenario('name: x\nsteps: [{ clock: {} }]\nwhen: now', 'f.yaml')).toThrow(
      'f.yaml: line 3: unknown field "when"',
    );
    const end = (players: string) =>
      `name: x\nsteps:\n  - player: { mobile: "9000000001", as: asha }\nend_state:\n  since: "2025-03-03T11:00:00+05:30"\n  players:\n${players}`;
    expect(parseScenario(end('    asha: { balance: 10, bids: [] }')).end).toEqual({
      since: '2025-03-03T11:00:00+05:30',
      players: { asha: { balance: 10, bids: [] } },
    });
    expect(() => parseScenario(end('    asha: {}\n    ravi: {}'))).toThrow(
      'line 8, end_state player ravi: no player step names "ravi"',
    );
    expect(() => parseScenario(end('    asha: { wins: [] }'))).toThrow(
      'line 7, end_state player asha: unknown part "wins"',
    );
    expect(() => parseScenario(end('    asha: { ledger: [3] }'))).toThrow(
      /ledger is a list of maps/,
    );
    expect(() =>
      parseScenario(end('    asha: {}').replace('2025-03-03T11', '2025-02-30T11')),
    ).toThrow(/line 4, end_state: since must be an ISO instant.*no date 2025-02-30/);
  });

  it('leave a file without end_state as it was', () => {
    expect(parseScenario('name: x\nsteps: [{ clock: {} }]').end).toBeUndefined();
  });
});

describe('the arguments of a step that sends a control verb', () => {
  const step = (line: string) => parseScenario(`name: x\nsteps:\n  - ${line}`).steps[0];

  it("are the verb's body fields (the contract's), with the step's own", () => {
    // POST /markets takes sort: so does the market step, with its own `as` and `holidays`.
    expect(
      step('market: { kind: main, name: M, open_time: "03:00 PM", sort: 3, as: m, holidays: [] }'),
    ).toMatchObject({ verb: 'market', args: { sort: 3, as: 'm' } });
    expect(() => step('market: { kind: main, name: M }')).toThrow(/market needs "as"/);
    expect(() => step('override: { answer: {} }')).toThrow(/override needs "path"/);
  });

  it('leave out what the run fills from a name, and what the step does without', () => {
    expect(() => step('result: { market: m, game_id: 4 }')).toThrow(
      /result does not take "game_id"/,
    );
    expect(step('credit: { player: p, to: 500 }')).toMatchObject({ verb: 'credit' });
    expect(step('fault: { clear: true }')).toMatchObject({ verb: 'fault' });
  });
});

describe('freshSandbox', () => {
  it('makes a new valid sandbox name from a prefix each time', () => {
    const a = freshSandbox('open session closes!');
    expect(a).toMatch(/^open-session-closes--?[a-z0-9]+$/);
    expect(a.length).toBeLessThanOrEqual(64);
    expect(freshSandbox('x')).not.toBe(freshSandbox('x'));
  });
});
