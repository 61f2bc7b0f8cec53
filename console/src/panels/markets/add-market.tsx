import type { ControlInput } from '@panna/mock-provider/control-client';
import { MARKET_KINDS } from '@panna/shared/bids';
import { WEEKDAY_NAMES } from '@panna/shared/time';
import { useState, type FormEvent } from 'react';
import { Field, Select } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { useControlAction } from '../../lib/control';

type Kind = ControlInput<'POST /markets'>['kind'];

const KIND_LABELS: Record<Kind, string> = {
  main: 'Main (open and close)',
  starline: 'Starline slot',
  gali: 'Gali Disawar',
};
const KINDS = MARKET_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));

/** Makes a market: its kind, name, times and the days it plays (the simulator checks each). */
export function AddMarket() {
  const add = useControlAction('POST /markets');
  const [kind, setKind] = useState<Kind>('main');
  const [name, setName] = useState('');
  const [open, setOpen] = useState('03:45 PM');
  const [close, setClose] = useState('05:45 PM');
  const [days, setDays] = useState<number[]>([0, 1, 2, 3, 4, 5, 6]);
  const [nextDay, setNextDay] = useState(false);
  const [done, setDone] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    add.mutate(
      {
        kind,
        name,
        open_time: open,
        ...(kind === 'main' && { close_time: close }),
        days,
        ...(kind === 'gali' && nextDay && { next_day: true }),
      },
      { onSuccess: ({ market }) => setDone(`Made ${market.name} (market ${market.id}).`) },
    );
  };
  const toggle = (day: number) =>
    setDays((list) =>
      list.includes(day) ? list.filter((d) => d !== day) : [...list, day].sort((a, b) => a - b),
    );

  return (
    <form className="card" onSubmit={submit} aria-labelledby="add-market-title" noValidate>
      <h2 id="add-market-title">Add a market</h2>
      <Select
        label="Kind"
        value={kind}
        onChange={(value) => setKind(value as Kind)}
        options={KINDS}
      />
      <Field label="Name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      <Field
        label={kind === 'main' ? 'Open time' : 'Result time'}
        value={open}
        hint='12-hour India time, "03:45 PM"'
        onChange={(e) => setOpen(e.target.value)}
      />
      {kind === 'main' && (
        <Field label="Close time" value={close} onChange={(e) => setClose(e.target.value)} />
      )}
      <fieldset className="days">
        <legend>Days it plays</legend>
        {WEEKDAY_NAMES.map((day, weekday) => (
          <label key={day} className="check">
            <input
              type="checkbox"
              checked={days.includes(weekday)}
              onChange={() => toggle(weekday)}
            />
            {day}
          </label>
        ))}
      </fieldset>
      {kind === 'gali' && (
        <label className="check">
          <input type="checkbox" checked={nextDay} onChange={(e) => setNextDay(e.target.checked)} />
          Result the next morning (Disawar)
        </label>
      )}
      <button type="submit" disabled={add.isPending}>
        Add market
      </button>
      <Failure error={add.error} />
      <Done>{done}</Done>
    </form>
  );
}
