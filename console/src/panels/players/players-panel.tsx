import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { NavLink } from '../../app/nav-link';
import { useRoute } from '../../app/use-route';
import { TableCard, type Column } from '../../components/data-table';
import { MobileSearch } from '../../components/mobile-search';
import { failureText, useControlQuery } from '../../lib/control';
import { PlayerDetail } from './player-detail';
import { RandomBids } from './random-bids';
import { RegisterPlayer } from './register-player';

type Player = ControlAnswer<'GET /players'>['players'][number];

/** Players: find one by mobile (its own route, players/{mobile}), or pick from the list. */
export default function PlayersPanel({ rest }: { rest: string }) {
  const { navigate } = useRoute();
  const mobile = rest.split('/')[0] ?? '';
  // The player's page reads the same query (one call): its refusal is shown at the field.
  const found = useControlQuery('GET /players/:mobile', { mobile }, { enabled: mobile !== '' });
  return (
    <div className="panel-stack">
      <MobileSearch
        key={mobile}
        initial={mobile}
        notFound={found.error ? failureText(found.error) : undefined}
        submitLabel="Find player"
        onFind={(found) => navigate(`players/${found}`)}
      />
      {mobile ? (
        <PlayerDetail mobile={mobile} />
      ) : (
        <>
          <div className="panel-grid">
            <RegisterPlayer />
            <RandomBids />
          </div>
          <PlayerList />
        </>
      )}
    </div>
  );
}

const COLUMNS: Column<Player>[] = [
  { header: 'Mobile', cell: (p) => <NavLink route={`players/${p.mobile}`}>{p.mobile}</NavLink> },
  { header: 'Name', cell: (p) => p.name },
  { header: 'Balance', cell: (p) => p.wallet },
  { header: 'Betting', cell: (p) => (p.betting_status === '1' ? 'On' : 'Off') },
  { header: 'Blocked', cell: (p) => (p.blocked ? 'Yes' : 'No') },
];

function PlayerList() {
  const players = useControlQuery('GET /players', undefined, { live: true });
  return (
    <TableCard
      id="players-title"
      title="Every player"
      error={players.error}
      columns={COLUMNS}
      rows={players.data?.players ?? []}
      rowKey={(p) => p.id}
    />
  );
}
