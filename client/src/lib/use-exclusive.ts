import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * The one way to run a mutation: its api function (the provider call and what it makes stale, a
 * plain async function) inside a task run by this hook. Runs the task at most once at a time:
 * calls made while it runs are ignored (repeat submits). `busy` drives the button's busy label.
 * (Not TanStack's useMutation: the signed-out screens submit too, without the query library.)
 */
export function useExclusive<A extends unknown[]>(
  task: (...args: A) => Promise<void>,
): { run: (...args: A) => void; busy: boolean } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const taskRef = useRef(task);
  useLayoutEffect(() => {
    taskRef.current = task;
  });
  // Stryker disable ArrayDeclaration: any unchanging list of dependencies keeps the one function.
  const run = useCallback((...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void taskRef.current(...args).finally(() => {
      running.current = false;
      setBusy(false);
    });
  }, []);
  // Stryker restore ArrayDeclaration
  return { run, busy };
}
