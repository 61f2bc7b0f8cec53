import { useState } from 'react';
import { Field, Select } from '../../components/field';
import type { Market } from '../../lib/market-times';

export type Session = 'open' | 'close';

/** The market, session (main markets) and date a declaration or revert is for. */
export function useMarketChoice(markets: Market[]) {
  const [id, setId] = useState('');
  const [session, setSession] = useState<Session>('open');
  const [date, setDate] = useState('');
  const market = markets.find((m) => String(m.id) === id) ?? markets[0];
  const sessionDate = date || market?.session?.date || '';
  const fields = (
    <>
      <Select
        label="Market"
        value={market ? String(market.id) : ''}
        onChange={(value) => {
          setId(value);
          setDate('');
        }}
        options={markets.map((m) => ({ value: String(m.id), label: `${m.name} (${m.kind})` }))}
      />
      {market?.kind === 'main' && (
        <Select
          label="Session"
          value={session}
          onChange={(value) => setSession(value as Session)}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'close', label: 'Close' },
          ]}
        />
      )}
      <Field
        label="Session date"
        type="date"
        value={sessionDate}
        onChange={(e) => setDate(e.target.value)}
      />
    </>
  );
  return {
    market,
    session: market?.kind === 'main' ? session : undefined,
    date: sessionDate,
    fields,
  };
}
