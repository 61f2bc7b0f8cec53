import { addDays, indiaDateKey } from '@panna/shared/time';
import { useSimulatedNow } from '../../app/clock-readout';
import { Failure } from '../../components/notice';
import { useControlQuery } from '../../lib/control';
import { resultText, type ListedResult } from '../../lib/market-results';
import type { Market } from '../../lib/market-times';
import { count } from '../../lib/plural';
import { Timeline } from './timeline';

const KINDS = [
  { kind: 'main', title: 'Main markets' },
  { kind: 'starline', title: 'Starline' },
  { kind: 'gali', title: 'Gali Disawar' },
] as const;

type Stakes = { session: 'open' | 'close'; bids: number; points: number }[];

/** Every market with today's times against the clock, its status, result and pending stakes. */
export default function MarketBoard() {
  const clock = useSimulatedNow();
  const today = clock ? indiaDateKey(clock.now) : undefined;
  const markets = useControlQuery('GET /markets', undefined, { live: true });
  const pending = useControlQuery('GET /markets/pending', undefined, { live: true });
  const results = useControlQuery(
    'GET /results',
    today ? { from: addDays(today, -1), to: today } : undefined,
    { live: true, enabled: today !== undefined },
  );
  if (!markets.data || !clock) return <Failure error={markets.error} />;

  const stakesOf = (market: Market): Stakes =>
    pending.data?.markets.find((p) => p.game_id === market.id && p.date === market.session?.date)
      ?.sessions ?? [];
  const resultOf = (market: Market): ListedResult | undefined =>
    results.data?.results.find((r) => r.game_id === market.id && r.date === market.session?.date);

  return (
    <>
      {KINDS.map(({ kind, title }) => {
        const rows = markets.data.markets.filter((m) => m.kind === kind);
        return (
          <section key={kind} aria-labelledby={`board-${kind}`} className="board">
            <h2 id={`board-${kind}`}>{title}</h2>
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Market</th>
                    <th scope="col">Game id</th>
                    <th scope="col">Open</th>
                    <th scope="col">Close</th>
                    <th scope="col" className="board__timeline-head">
                      Today
                    </th>
                    <th scope="col">Status</th>
                    <th scope="col">Result</th>
                    <th scope="col">Pending bids</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((market) => (
                    <MarketRow
                      key={market.id}
                      market={market}
                      now={clock.now}
                      result={resultOf(market)}
                      stakes={stakesOf(market)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </>
  );
}

const dayOf = (market: Market) => {
  if (!market.session) return undefined;
  const weekday = new Date(`${market.session.date}T12:00:00+05:30`).getUTCDay();
  return market.schedule.find((d) => d.weekday === weekday);
};

function MarketRow({
  market,
  now,
  result,
  stakes,
}: {
  market: Market;
  now: number;
  result: ListedResult | undefined;
  stakes: Stakes;
}) {
  const day = dayOf(market);
  // The simulator says which session takes bids: the clock's, unless a declared result closed it.
  const running = market.msg_status === 1;
  const phase = market.kind === 'main' && market.taking ? `${market.taking} session` : undefined;
  return (
    <tr aria-label={market.name} className={market.active ? undefined : 'inactive'}>
      <th scope="row">
        {market.name}
        {!market.active && <span className="muted"> (inactive)</span>}
      </th>
      {/* The game_id the control plane, scenarios and the provider's calls name it by. */}
      <td className="mono">{market.id}</td>
      <td>{day?.open_time ?? '—'}</td>
      <td>{market.kind === 'main' ? (day?.close_time ?? '—') : '—'}</td>
      <td>
        {market.session ? (
          <Timeline
            openAt={Date.parse(market.session.open_at)}
            closeAt={Date.parse(
              market.kind === 'main' ? market.session.close_at : market.session.open_at,
            )}
            now={now}
          />
        ) : (
          <span className="muted">No play today</span>
        )}
      </td>
      <td>
        <span className={`badge ${running ? 'badge--running' : 'badge--closed'}`}>
          {running ? 'Running' : 'Closed'}
        </span>
        {phase && <div className="muted">{phase}</div>}
      </td>
      <td className="mono">{resultText(market, result)}</td>
      <td>
        {stakes.length === 0
          ? '—'
          : stakes.map((s) => (
              <div key={s.session}>
                {market.kind === 'main' ? `${s.session === 'open' ? 'Open' : 'Close'}: ` : ''}
                {count(s.bids, 'bid')}, {s.points} pts
              </div>
            ))}
      </td>
    </tr>
  );
}
