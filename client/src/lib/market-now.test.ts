import { describe, expect, it } from 'vitest';
import { marketNow, type ListedRow } from './market-now';

const at = (time: string) => Date.parse(`2025-03-03T${time}:00+05:30`);
const row = (over: Partial<ListedRow> = {}): ListedRow => ({
  msg_status: 1,
  open_result: '',
  close_result: '',
  ...over,
});

describe('what a listed market takes now', () => {
  it('reads a market its list shows closed as closed', () => {
    for (const kind of ['main', 'starline', 'gali'] as const)
      expect(marketNow(kind, row({ msg_status: 2 }), at('12:00')).closed).toBe(true);
  });

  it('closes a main market whose close result is declared, though the clock says it runs', () => {
    const declared = row({ open_result: '128-1', close_result: '4-590' });
    expect(marketNow('main', declared, at('12:00'))).toEqual({ closed: true, openDeclared: true });
  });

  it('ends only the open session of a main market with its open result declared', () => {
    const open = row({ open_result: '128-1' });
    expect(marketNow('main', open, at('12:00'))).toEqual({ closed: false, openDeclared: true });
  });

  it('reads masked results as not declared', () => {
    const masked = row({ open_result: '***-*', close_result: '*-***' });
    expect(marketNow('main', masked, at('12:00'))).toEqual({ closed: false, openDeclared: false });
    expect(marketNow('starline', row({ open_result: '***-*' })).closed).toBe(false);
  });

  it('closes a Starline slot or a Gali market once its one result is declared', () => {
    expect(marketNow('starline', row({ open_result: '128-1' }), at('12:00')).closed).toBe(true);
    expect(marketNow('gali', row({ open_result: '47' }), at('12:00')).closed).toBe(true);
  });

  it('before 08:00 reads the main list’s results as the previous day’s, which close nothing', () => {
    const yesterday = row({ open_result: '128-1', close_result: '4-590' });
    expect(marketNow('main', yesterday, at('07:59'))).toEqual({
      closed: false,
      openDeclared: false,
    });
    expect(marketNow('main', yesterday, at('08:00')).closed).toBe(true);
  });
});
