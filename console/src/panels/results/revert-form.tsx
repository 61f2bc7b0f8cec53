import { useState, type FormEvent } from 'react';
import { Confirm } from '../../components/confirm';
import { Done, Failure } from '../../components/notice';
import { useControlAction } from '../../lib/control';
import type { Market } from '../../lib/market-times';
import { count } from '../../lib/plural';
import { useMarketChoice } from './market-choice';

/** Reverts a declared result (its wins taken back, its bids pending again), after asking. */
export function RevertForm({ markets }: { markets: Market[] }) {
  const choice = useMarketChoice(markets);
  const revert = useControlAction('POST /results/revert');
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    setAsking(true);
  };
  const confirm = () => {
    if (!choice.market) return;
    revert.mutate(
      {
        game_id: choice.market.id,
        ...(choice.session && { session: choice.session }),
        ...(choice.date && { date: choice.date }),
      },
      {
        onSettled: () => setAsking(false),
        onSuccess: (answer) =>
          setDone(
            `${answer.msg}: ${count(answer.bids, 'bid')} pending again, ${count(answer.reclaimed, 'point')} taken back${answer.shortfall ? `, ${answer.shortfall} owed` : ''}.`,
          ),
      },
    );
  };
  const what = `${choice.market?.name ?? ''}${choice.session ? ` ${choice.session}` : ''}, ${choice.date}`;
  return (
    <form className="card" onSubmit={submit} aria-labelledby="revert-title">
      <h2 id="revert-title">Revert a result</h2>
      {choice.fields}
      <button type="submit" className="danger" disabled={!choice.market}>
        Revert…
      </button>
      <Failure error={revert.error} />
      <Done>{done}</Done>
      <Confirm
        open={asking}
        title="Revert this result?"
        confirmLabel="Revert result"
        busy={revert.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          {what}: its wins are taken back (never below a zero balance) and its bids go back to
          pending.
        </p>
      </Confirm>
    </form>
  );
}
