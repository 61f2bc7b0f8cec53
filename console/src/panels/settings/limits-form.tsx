import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { messageFor } from '../../lib/field-problem';
import { useSettingsPatch } from './use-settings-patch';

const POINTS = [
  ['minDeposit', 'Minimum deposit'],
  ['maxDeposit', 'Maximum deposit'],
  ['minWithdrawal', 'Minimum withdrawal'],
  ['maxWithdrawal', 'Maximum withdrawal'],
  ['minTransfer', 'Minimum transfer'],
  ['maxTransfer', 'Maximum transfer'],
] as const;
const TIMES = [
  ['withdrawOpenTime', 'Withdrawals open at'],
  ['withdrawCloseTime', 'Withdrawals close at'],
] as const;
type Key = (typeof POINTS)[number][0] | (typeof TIMES)[number][0];
type Settings = ControlAnswer<'GET /settings'>['settings'];
const KEYS: readonly Key[] = [...POINTS, ...TIMES].map(([key]) => key);

/** Money limits in points and the withdraw window, sent together and checked whole. */
export function LimitsForm({ settings }: { settings: Settings }) {
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(KEYS.map((key) => [key, String(settings[key])])) as Record<Key, string>,
  );
  const patch = useSettingsPatch(KEYS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Points go as numbers when they read as one, else as typed: the simulator names the problem.
    const points = POINTS.map(([key]) => {
      const text = values[key].trim();
      return [key, /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text];
    });
    const times = TIMES.map(([key]) => [key, values[key].trim()]);
    patch.send(Object.fromEntries([...points, ...times]), 'Limits saved.');
  };
  const field = ([key, label]: readonly [Key, string]) => (
    <Field
      key={key}
      label={label}
      value={values[key]}
      inputMode={key.endsWith('Time') ? 'text' : 'numeric'}
      onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      error={messageFor(patch.refusal, key)}
    />
  );
  return (
    <form className="card" onSubmit={submit} aria-labelledby="limits-title" noValidate>
      <h2 id="limits-title">Limits</h2>
      {POINTS.map(field)}
      {TIMES.map(field)}
      <button type="submit" disabled={patch.busy}>
        Save limits
      </button>
      {patch.refusal && !patch.refusal.field && <Failure error={patch.error} />}
      <Done>{patch.done}</Done>
    </form>
  );
}
