import { createControlClient } from '@panna/mock-provider/control-client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { LIVE_INTERVAL_MS, useControl } from '../lib/control';
import { consoleHref, sandboxNameProblem } from '../lib/location';

const DEFAULT_WORLD = '';

/**
 * Which world the console drives: the default one or a sandbox (listed by the default world's
 * control plane). Choosing one opens the console at its path; a new name makes the sandbox.
 */
export function SandboxSwitcher({ current, route }: { current?: string; route: string }) {
  const { token } = useControl();
  const id = useId();
  const sandboxes = useQuery({
    queryKey: ['sandboxes', token],
    queryFn: () => createControlClient({ baseUrl: '', token }).call('GET /sandboxes'),
    refetchInterval: LIVE_INTERVAL_MS * 5,
  });
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const names = (sandboxes.data?.sandboxes ?? []).map((s) => s.name).sort();
  if (current !== undefined && !names.includes(current)) names.unshift(current);
  const open = (sandbox: string | undefined) => window.location.assign(consoleHref(sandbox, route));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = sandboxNameProblem(name);
    if (problem) return setError(problem);
    open(name);
  };
  return (
    <div className="switcher">
      <label htmlFor={id}>World</label>
      <select
        id={id}
        value={current ?? DEFAULT_WORLD}
        onChange={(e) => open(e.target.value === DEFAULT_WORLD ? undefined : e.target.value)}
      >
        <option value={DEFAULT_WORLD}>Default world</option>
        {names.map((n) => (
          <option key={n} value={n}>
            Sandbox {n}
          </option>
        ))}
      </select>
      <form onSubmit={submit} className="switcher__new">
        <label htmlFor={`${id}-new`}>New or other sandbox</label>
        <input
          id={`${id}-new`}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
        <button type="submit">Open</button>
        {error && (
          <span id={`${id}-error`} className="field__error" role="alert">
            {error}
          </span>
        )}
      </form>
    </div>
  );
}
