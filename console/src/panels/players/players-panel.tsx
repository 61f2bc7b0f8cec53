import { useState, type FormEvent } from 'react';
import { NavLink } from '../../app/nav-link';
import { useRoute } from '../../app/use-route';
import { Field } from '../../components/field';
import { useControlQuery } from '../../lib/control';
import { PlayerDetail } from './player-detail';

/** Players: find one by mobile (its own route, players/{mobile}), or pick from the list. */
export default function PlayersPanel({ rest }: { rest: string }) {
  const mobile = rest.split('/')[0] ?? '';
  return (
    <div className="panel-stack">
      <Search initial={mobile} />
      {mobile ? <PlayerDetail mobile={mobile} /> : <PlayerList />}
    </div>
  );
}

function Search({ initial }: { initial: string }) {
  const { navigate } = useRoute();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mobile = typed.trim();
    if (!/^\d{1,20}$/.test(mobile)) return setError('Enter the mobile number, digits only.');
    setError(undefined);
    navigate(`players/${mobile}`);
  };
  return (
    <form className="card row" role="search" onSubmit={submit} noValidate>
      <Field
        label="Mobile"
        inputMode="numeric"
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <button type="submit">Find player</button>
    </form>
  );
}

function PlayerList() {
  const players = useControlQuery('GET /players', undefined, { live: true });
  return (
    <section className="card" aria-labelledby="players-title">
      <h2 id="players-title">Every player</h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Mobile</th>
              <th scope="col">Name</th>
              <th scope="col">Balance</th>
              <th scope="col">Betting</th>
              <th scope="col">Blocked</th>
            </tr>
          </thead>
          <tbody>
            {(players.data?.players ?? []).map((p) => (
              <tr key={p.id}>
                <td>
                  <NavLink route={`players/${p.mobile}`}>{p.mobile}</NavLink>
                </td>
                <td>{p.name}</td>
                <td>{p.wallet}</td>
                <td>{p.betting_status === '1' ? 'On' : 'Off'}</td>
                <td>{p.blocked ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
