import { Failure } from '../../components/notice';
import { useControlAction, useControlQuery } from '../../lib/control';
import { BidAsPlayer, MoneyAsPlayer } from './bid-as-player';
import { Ledger, PlayerBids } from './player-tables';
import { MoneyForm } from './money-form';

/** One player: balance and switches, hand credits and debits, ledger and bids. */
export function PlayerDetail({ mobile }: { mobile: string }) {
  const found = useControlQuery('GET /players/:mobile', { mobile }, { live: true });
  const flags = useControlAction('PATCH /players/:mobile');
  // A refused lookup (no such player) is said beside the search field.
  if (found.error) return null;
  if (!found.data) return <p role="status">Loading…</p>;
  const { player, transactions, bids } = found.data;
  const betting = player.betting_status === '1';
  return (
    <>
      <section className="card" aria-labelledby="player-title">
        <h2 id="player-title">
          {player.name} ({player.mobile})
        </h2>
        <p className="big-number" aria-label="Balance">
          {player.wallet} points
        </p>
        <div className="row">
          <button
            type="button"
            role="switch"
            aria-checked={betting}
            onClick={() => flags.mutate({ mobile, betting_status: betting ? '0' : '1' })}
          >
            Betting {betting ? 'on' : 'off'}
          </button>
          <button
            type="button"
            role="switch"
            aria-checked={player.blocked}
            onClick={() => flags.mutate({ mobile, blocked: !player.blocked })}
          >
            Blocked: {player.blocked ? 'yes' : 'no'}
          </button>
        </div>
        <Failure error={flags.error} />
      </section>
      <div className="panel-grid">
        <MoneyForm mobile={mobile} />
        <BidAsPlayer mobile={mobile} />
        <MoneyAsPlayer mobile={mobile} />
      </div>
      <Ledger rows={transactions} />
      <PlayerBids rows={bids} />
    </>
  );
}
