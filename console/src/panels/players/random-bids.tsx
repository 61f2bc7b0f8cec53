import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { useControlAction } from '../../lib/control';
import { bidDigitsText } from '../../lib/market-results';

/** N random bids across bid types, the players who may bet and the markets taking bids. */
export function RandomBids() {
  const place = useControlAction('POST /bids/random');
  const [count, setCount] = useState('10');
  const [seed, setSeed] = useState('1');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    place.mutate({ count: Number(count), seed: Number(seed) });
  };
  const answer = place.data;
  return (
    <form className="card" onSubmit={submit} aria-labelledby="random-bids-title" noValidate>
      <h2 id="random-bids-title">Random bids</h2>
      <p className="muted">
        Across bid types, the players who may bet and the markets taking bids now; the same seed
        places the same bids.
      </p>
      <div className="row">
        <Field
          label="Bids"
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value)}
        />
        <Field
          label="Seed"
          inputMode="numeric"
          value={seed}
          onChange={(e) => setSeed(e.target.value)}
        />
      </div>
      <button type="submit" disabled={place.isPending}>
        Place random bids
      </button>
      <Failure error={place.error} />
      {answer && (
        <>
          <Done>
            {answer.bids.length} bids: {answer.placed} placed, {answer.refused} refused.
          </Done>
          <ul aria-label="Random bids placed" className="plain-list">
            {answer.bids.map((bid, i) => (
              <li key={i}>
                {bid.mobile} · {bid.game_name} · {bid.type} {bidDigitsText(bid)} ({bid.session}) ·{' '}
                {bid.points} pts · {bid.accepted ? 'placed' : `refused: ${bid.msg}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </form>
  );
}
