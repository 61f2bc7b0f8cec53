import { useState, type FormEvent } from 'react';
import { Field } from '../components/field';
import { needsToken, useControl, useControlQuery } from '../lib/control';

/**
 * Asks for the simulator's CONTROL_TOKEN when the control plane refuses the console without it;
 * kept for this tab's session.
 */
export function TokenGate() {
  const { token, setToken } = useControl();
  const clock = useControlQuery('GET /clock', undefined, { live: true });
  const [typed, setTyped] = useState('');
  // A new token is a new query, with no answer yet: the gate stays until an answer says
  // otherwise, keeping what was typed.
  const refused = useSettled(needsToken(clock.error), clock.fetchStatus === 'idle');
  if (!refused) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setToken(typed.trim());
  };
  return (
    <form className="card token-gate" onSubmit={submit} aria-label="Control token">
      <p>
        This simulator requires its <code>CONTROL_TOKEN</code>. It is kept for this tab only.
      </p>
      <Field
        label="Control token"
        type="password"
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        error={token && clock.isError ? 'The simulator refused this token.' : undefined}
      />
      <button type="submit">Use token</button>
    </form>
  );
}

/** `value` as of the last render where `settled` was true. */
function useSettled<T>(value: T, settled: boolean): T {
  const [kept, setKept] = useState(value);
  if (settled && !Object.is(kept, value)) setKept(value);
  return settled ? value : kept;
}
