import { worldLabel } from '@panna/mock-provider/control-client';
import { useState } from 'react';
import { Confirm } from '../../components/confirm';
import { Done, Failure } from '../../components/notice';
import { useControl } from '../../lib/control';
import { useAskedAction } from '../../lib/use-asked-action';

/** Back to the seed, after asking: fresh data, the clock at the real time, no faults, no journal. */
export function ResetWorld() {
  const world = worldLabel(useControl().location.sandbox);
  const [done, setDone] = useState<string>();
  const reset = useAskedAction('POST /reset', {
    input: () => ({}),
    report: setDone,
    done: () => `Reset ${world} to the seed.`,
  });
  return (
    <section className="card" aria-labelledby="reset-title">
      <h2 id="reset-title">Reset</h2>
      <p>Back to the seed: fresh data, the clock at the real time, no faults, an empty journal.</p>
      <button type="button" className="danger" onClick={() => reset.ask(world)}>
        Reset {world}…
      </button>
      <Failure error={reset.error} />
      <Done>{done}</Done>
      <Confirm {...reset.dialog} title={`Reset ${world}?`} confirmLabel="Reset">
        <p>Every player, bid, result and setting made since the seed is lost.</p>
      </Confirm>
    </section>
  );
}
