import type { ControlAnswer, ControlInput, ControlVerb } from '@panna/mock-provider/control-client';
import { useState } from 'react';
import { useControlAction } from './control';

interface AskedActionOptions<V extends ControlVerb, Subject> {
  /** The verb's input for the subject asked about. */
  input: (subject: Subject) => ControlInput<V>;
  /** The card's outcome line: cleared when asking, set to what was done on success. */
  report: (outcome: string | undefined) => void;
  done: (subject: Subject, answer: ControlAnswer<V>) => string;
}

/**
 * An action confirmed first (destructive, or moving money): `ask(subject)` opens the confirmation
 * (spread `dialog` into <Confirm>), which performs it on confirm and closes when it settles.
 */
export function useAskedAction<V extends ControlVerb, Subject>(
  verb: V,
  { input, report, done }: AskedActionOptions<V, Subject>,
) {
  const action = useControlAction(verb);
  const [asking, setAsking] = useState<{ subject: Subject }>();
  const cancel = () => setAsking(undefined);
  const confirm = () => {
    if (!asking) return;
    const { subject } = asking;
    action.mutate(input(subject), {
      onSettled: cancel,
      onSuccess: (answer) => report(done(subject, answer as ControlAnswer<V>)),
    });
  };
  return {
    /** What is being asked about, while the confirmation is open. */
    asking: asking?.subject,
    error: action.error,
    ask: (subject: Subject) => {
      report(undefined);
      setAsking({ subject });
    },
    dialog: {
      open: asking !== undefined,
      busy: action.isPending,
      onConfirm: confirm,
      onCancel: cancel,
    },
  };
}
