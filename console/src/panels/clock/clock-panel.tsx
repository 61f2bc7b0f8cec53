import { useState, type FormEvent } from 'react';
import { useSimulatedNow } from '../../app/clock-readout';
import { Field, Select } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { failureText, useControlAction, useControlQuery, useControlRead } from '../../lib/control';
import {
  indiaClockText,
  indiaDateText,
  indiaInputs,
  indiaIso,
  readIndiaInputs,
} from '../../lib/india-time';
import { byKind } from '../../lib/market-times';

const PRESETS = [
  { label: '+1 min', ms: 60_000 },
  { label: '+15 min', ms: 15 * 60_000 },
  { label: '+1 h', ms: 60 * 60_000 },
] as const;

/** The simulator's clock: read it, set it, freeze it, change its speed, move it on. */
export default function ClockPanel() {
  const clock = useSimulatedNow();
  const change = useControlAction('POST /clock');
  const [done, setDone] = useState<string>();
  const act = (input: Parameters<typeof change.mutate>[0], said: string) =>
    change.mutate(input, { onSuccess: () => setDone(said) });

  return (
    <div className="panel-grid">
      <section className="card" aria-labelledby="clock-now">
        <h2 id="clock-now">Now</h2>
        {clock ? (
          <>
            <p className="big-time">{indiaClockText(clock.now)}</p>
            <p>{indiaDateText(clock.now)}, India time</p>
            <p>{clock.frozen ? 'Frozen' : `Running at ×${clock.speed}`}</p>
            <div className="row">
              <button
                type="button"
                onClick={() =>
                  act({ freeze: !clock.frozen }, clock.frozen ? 'Clock running' : 'Clock frozen')
                }
              >
                {clock.frozen ? 'Unfreeze' : 'Freeze'}
              </button>
              {PRESETS.map((preset) => (
                <button
                  key={preset.label}
                  type="button"
                  onClick={() => act({ advance: preset.ms }, `Moved ${preset.label}`)}
                >
                  {preset.label}
                </button>
              ))}
            </div>
          </>
        ) : (
          <p role="status">Reading the clock…</p>
        )}
        <Failure error={change.error} />
        <Done>{done}</Done>
      </section>
      {clock && <SetClock now={clock.now} onSet={act} />}
      <SpeedForm onSet={act} />
      <ToMarket onSet={act} />
    </div>
  );
}

type OnSet = (input: { set?: string; freeze?: boolean; speed?: number }, said: string) => void;

function SetClock({ now, onSet }: { now: number; onSet: OnSet }) {
  const [inputs, setInputs] = useState(() => indiaInputs(now));
  const [problem, setProblem] = useState<{ field: 'date' | 'time'; msg: string }>();
  // Set and freeze is one call: the clock stops exactly at the instant, and a recording gets one
  // clock step (set, then Freeze, was two calls a second or so apart).
  const apply = (freeze: boolean) => {
    const read = readIndiaInputs(inputs.date, inputs.time);
    if ('msg' in read) return setProblem(read);
    setProblem(undefined);
    const said = `Clock set to ${indiaClockText(read.ms)}`;
    onSet(
      { set: indiaIso(read.ms), ...(freeze && { freeze: true }) },
      freeze ? `${said} and frozen` : said,
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(false);
  };
  const edit = (field: 'date' | 'time', value: string) => {
    setInputs((current) => ({ ...current, [field]: value }));
    setProblem(undefined);
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="clock-set" noValidate>
      <h2 id="clock-set">Set the clock</h2>
      <Field
        label="Date (India)"
        type="date"
        value={inputs.date}
        onChange={(e) => edit('date', e.target.value)}
        error={problem?.field === 'date' ? problem.msg : undefined}
      />
      <Field
        label="Time (India)"
        type="time"
        step={1}
        value={inputs.time}
        onChange={(e) => edit('time', e.target.value)}
        error={problem?.field === 'time' ? problem.msg : undefined}
      />
      <div className="row">
        <button type="submit">Set clock</button>
        <button type="button" onClick={() => apply(true)}>
          Set and freeze
        </button>
      </div>
    </form>
  );
}

function SpeedForm({ onSet }: { onSet: OnSet }) {
  const [speed, setSpeed] = useState('1');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(speed);
    if (!(value > 0 && value <= 100_000))
      return setError('Speed is a number above 0, at most 100000.');
    setError(undefined);
    onSet({ speed: value }, `Speed ×${value}`);
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="clock-speed" noValidate>
      <h2 id="clock-speed">Speed</h2>
      <Field
        label="Speed (× real time)"
        inputMode="decimal"
        value={speed}
        onChange={(e) => {
          setSpeed(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <button type="submit">Set speed</button>
    </form>
  );
}

function ToMarket({ onSet }: { onSet: OnSet }) {
  const markets = useControlQuery('GET /markets');
  // The instants are the simulator's, read afresh at the press: the clock ran on since the list.
  const read = useControlRead('GET /markets/:id');
  const list = byKind(markets.data?.markets ?? []);
  const [chosen, setChosen] = useState('');
  const market = list.find((m) => String(m.id) === chosen) ?? list[0];
  const [error, setError] = useState<string>();
  const go = (edge: 'open' | 'close') => {
    if (!market) return;
    read.mutate(
      { id: String(market.id) },
      {
        onSuccess: ({ market: fresh }) => {
          const next = fresh.next[`${edge}_at`];
          if (next === null) return setError(`${fresh.name} does not ${edge} in the next week.`);
          setError(undefined);
          onSet(
            { set: next },
            `Clock set to ${fresh.name}'s ${edge}, ${indiaClockText(Date.parse(next))}`,
          );
        },
        onError: (failure) => setError(failureText(failure)),
      },
    );
  };
  return (
    <section className="card" aria-labelledby="clock-market">
      <h2 id="clock-market">To a market's time</h2>
      <Select
        label="Market"
        value={market ? String(market.id) : ''}
        onChange={setChosen}
        options={list.map((m) => ({ value: String(m.id), label: `${m.name} (${m.kind})` }))}
      />
      <div className="row">
        <button type="button" onClick={() => go('open')} disabled={!market}>
          To next open
        </button>
        <button type="button" onClick={() => go('close')} disabled={!market}>
          To next close
        </button>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
