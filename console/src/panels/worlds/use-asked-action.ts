import type { ControlInput, ControlVerb } from '@panna/mock-provider/control-client';
import { useState } from 'react';
import { useControlAction } from '../../lib/control';

/**
 * A destructive action on one named thing: asked first (`ask(name)` opens the confirmation),
 * performed on confirm, its outcome reported (to the card's one outcome line).
 */
export function useAskedAction<V extends ControlVerb>(
  verb: V,
  input: (name: string) => ControlInput<V>,
  report: (outcome: string | undefined) => void,
  said: (name: string) => string,
) {
  const action = useControlAction(verb);
  const [asking, setAsking] = useState<string>();
  return {
    asking,
    error: action.error,
    busy: action.isPending,
    ask: (name: string) => {
      report(undefined);
      setAsking(name);
    },
    cancel: () => setAsking(undefined),
    confirm: () => {
      if (asking === undefined) return;
      const name = asking;
      action.mutate(input(name), {
        onSettled: () => setAsking(undefined),
        onSuccess: () => report(said(name)),
      });
    },
  };
}
