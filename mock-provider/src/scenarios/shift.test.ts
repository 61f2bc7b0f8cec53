import { describe, expect, it } from 'vitest';
import { parseScenario } from './parser';
import { daysToShift, shiftScenario, startInstant } from './shift';

describe("startInstant (--at, the run verb's at)", () => {
  it.each([
    ['2025-03-09T22:10:00+05:30', Date.parse('2025-03-09T16:40:00Z')],
    ['2025-03-09T16:40Z', Date.parse('2025-03-09T16:40:00Z')],
    ['2024-02-29T00:00:00.5-12:00', Date.parse('2024-02-29T12:00:00.500Z')],
  ])('reads %s as the control plane does', (text, ms) =>
    expect(startInstant('--at', text)).toBe(ms),
  );

  it.each([
    ['tomorrow', /^--at must be an ISO instant with a zone, not "tomorrow"/],
    ['2025-03-09T22:10:00', /^--at must be an ISO instant.*then Z or ±hh:mm/],
    ['2025-02-29T10:00:00+05:30', /^--at .*there is no date 2025-02-29/],
    ['2025-03-09T24:00:00Z', /^--at .*no hour 24/],
    ['2101-01-01T00:00:00Z', /^--at is outside the clock's range/],
  ])('refuses %s naming the option', (text, message) =>
    expect(startInstant('--at', text)).toMatch(message),
  );
});

const FILE = `name: a recorded day
steps:
  - clock: { set: "2025-03-03T23:59:59.000+05:30", freeze: true }
  - market: { kind: main, name: M, open_time: "01:00 PM", close_time: "02:00 PM", days: [1, 2, 6], holidays: ["2025-03-04"], as: m }
  - market: { kind: main, name: W, schedule: [{ weekday: 0, open_time: "01:00 PM", close_time: "02:00 PM" }], as: w }
  - player: { mobile: "9000000001", as: asha }
  - call: { path: api-submit-bid, player: asha, market: m, body: { new_result: { bid_date: "3-March-2025", pana: "Single Digit" } } }
  - result: { market: m, session: open, pana: "500", date: "2025-03-03" }
  - revert: { market: m, session: open, date: "2025-03-03" }
  - control: { verb: "POST /markets/:id/holidays", market: m, input: { date: "2025-03-05" } }
  - expect: { owed: { player: asha, equals: 0, date: "2025-03-03" } }
  - clock: { advance: 1h }
end_state:
  since: "2025-03-03T23:59:59.000+05:30"
  players:
    asha: { balance: 0 }
`;

describe('shiftScenario', () => {
  const scenario = parseScenario(FILE);

  it("counts whole India days from the file's first clock set to the instant's day", () => {
    expect(daysToShift(scenario, Date.parse('2025-03-09T22:10:00+05:30'))).toBe(6);
    // 00:10 on the 4th India time is still the 3rd in UTC: the India date counts.
    expect(daysToShift(scenario, Date.parse('2025-03-04T00:10:00+05:30'))).toBe(1);
    expect(daysToShift(scenario, Date.parse('2025-02-17T04:00:00+05:30'))).toBe(-14);
    expect(daysToShift(parseScenario('name: x\nsteps: [{ clock: { to: "01:00 PM" } }]'), 0)).toBe(
      0,
    );
  });

  it('moves every day the file names, keeping times of day and each market on its weekdays', () => {
    const moved = shiftScenario(scenario, 6);
    const args = moved.steps.map((s) => s.args);
    expect(args[0]).toEqual({ set: '2025-03-09T23:59:59.000+05:30', freeze: true });
    expect(args[1]).toMatchObject({ days: [0, 1, 5], holidays: ['2025-03-10'] });
    expect(args[2]).toMatchObject({ schedule: [{ weekday: 6, open_time: '01:00 PM' }] });
    expect(args[4]).toMatchObject({ body: { new_result: { bid_date: '9-March-2025' } } });
    expect(args[5]).toMatchObject({ date: '2025-03-09' });
    expect(args[6]).toMatchObject({ date: '2025-03-09' });
    expect(args[7]).toMatchObject({ input: { date: '2025-03-11' } });
    expect(args[8]).toMatchObject({ owed: { date: '2025-03-09' } });
    expect(args[9]).toEqual({ advance: '1h' });
    expect(moved.end?.since).toBe('2025-03-09T23:59:59.000+05:30');
    // Backwards across a month's end, and the file's own scenario left as written.
    expect(shiftScenario(scenario, -14).steps[5]!.args).toMatchObject({ date: '2025-02-17' });
    expect(scenario.steps[5]!.args).toMatchObject({ date: '2025-03-03' });
  });
});
