import type { ControlInput } from '@panna/mock-provider/control-client';
import { useState, type FormEvent } from 'react';
import { Confirm } from '../../components/confirm';
import { Done, Failure } from '../../components/notice';
import type { Market } from '../../lib/market-times';
import { count } from '../../lib/plural';
import { useAskedAction } from '../../lib/use-asked-action';
import { useMarketChoice } from './market-choice';

/** What a revert is asked about: its input, and the result named in words. */
interface Asked {
  input: ControlInput<'POST /results/revert'>;
  what: string;
}

/** Reverts a declared result (its wins taken back, its bids pending again), after asking. */
export function RevertForm({ markets }: { markets: Market[] }) {
  const choice = useMarketChoice(markets);
  const [done, setDone] = useState<string>();
  const revert = useAskedAction('POST /results/revert', {
    input: (asked: Asked) => asked.input,
    report: setDone,
    done: (_asked, answer) =>
      `${answer.msg}: ${count(answer.bids, 'bid')} pending again, ${count(answer.reclaimed, 'point')} taken back${answer.shortfall ? `, ${answer.shortfall} owed` : ''}.`,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { market, session, date } = choice;
    if (!market) return;
    revert.ask({
      input: { game_id: market.id, ...(session && { session }), ...(date && { date }) },
      what: `${market.name}${session ? ` ${session}` : ''}, ${date}`,
    });
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="revert-title">
      <h2 id="revert-title">Revert a result</h2>
      {choice.fields}
      <button type="submit" className="danger" disabled={!choice.market}>
        Revert…
      </button>
      <Failure error={revert.error} />
      <Done>{done}</Done>
      <Confirm {...revert.dialog} title="Revert this result?" confirmLabel="Revert result">
        <p>
          {revert.asking?.what}: its wins are taken back (never below a zero balance) and its bids
          go back to pending.
        </p>
      </Confirm>
    </form>
  );
}
