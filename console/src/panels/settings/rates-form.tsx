import type { SettingsPatch } from '@panna/mock-provider/control-client';
import { RATE_LINES, type MarketKind, type RatePair } from '@panna/shared';
import { useState, type FormEvent } from 'react';
import { Done, Failure } from '../../components/notice';
import { messageFor } from '../../lib/field-problem';
import { useSettingsPatch } from './use-settings-patch';

const TITLES: Record<MarketKind, string> = {
  main: 'Main market rates',
  starline: 'Starline rates',
  gali: 'Gali Disawar rates',
};

/** A number when the text reads as one, else the text: the simulator names what is wrong. */
const asSent = (text: string): number | string =>
  /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;

/**
 * One market's rate table, a line per rate key of the bid catalogue ("10 ka 95": points staked,
 * points paid), saved together.
 */
export function RatesForm({
  market,
  rates,
}: {
  market: MarketKind;
  rates: Record<string, RatePair>;
}) {
  const lines = RATE_LINES[market];
  const [values, setValues] = useState(() =>
    Object.fromEntries(
      lines.map(({ key, defaultRate }) => [key, (rates[key] ?? defaultRate).map(String)]),
    ),
  );
  const fieldOf = (key: string) => `rates.${market}.${key}`;
  const patch = useSettingsPatch(lines.map(({ key }) => fieldOf(key)));
  const set = (key: string, part: 0 | 1, text: string) => {
    const pair = [...(values[key] ?? ['', ''])];
    pair[part] = text;
    setValues({ ...values, [key]: pair });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const table = Object.fromEntries(
      lines.map(({ key }) => [key, (values[key] ?? []).map(asSent)]),
    );
    // What is not a number goes as typed (so not as a SettingsPatch): the simulator refuses it by name.
    const body = { rates: { [market]: table } } as unknown as SettingsPatch;
    patch.send(body, `${TITLES[market]} saved.`);
  };
  const titleId = `rates-${market}-title`;
  return (
    <form className="card" onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h2 id={titleId}>{TITLES[market]}</h2>
      <div className="table-scroll">
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Bid type</th>
              <th scope="col">Staked</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ key, label }) => {
              const problem = messageFor(patch.refusal, fieldOf(key));
              const errorId = `${market}-${key}-error`;
              const input = (part: 0 | 1, what: string) => (
                <input
                  aria-label={`${label} ${what}`}
                  inputMode="numeric"
                  className="rate-input"
                  value={values[key]?.[part] ?? ''}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(e) => set(key, part, e.target.value)}
                />
              );
              return (
                <tr key={key}>
                  <th scope="row">
                    {label}
                    {problem && (
                      <span id={errorId} className="field__error" role="alert">
                        {' '}
                        {problem}
                      </span>
                    )}
                  </th>
                  <td>{input(0, 'staked')}</td>
                  <td>{input(1, 'paid')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button type="submit" disabled={patch.busy}>
        Save rates
      </button>
      {patch.refusal && !patch.refusal.field && <Failure error={patch.error} />}
      <Done>{patch.done}</Done>
    </form>
  );
}
