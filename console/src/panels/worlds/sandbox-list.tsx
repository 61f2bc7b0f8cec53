import { useState } from 'react';
import { Confirm } from '../../components/confirm';
import { Done, Failure } from '../../components/notice';
import { useControlQuery } from '../../lib/control';
import { indiaClockText } from '../../lib/india-time';
import { consoleHref } from '../../lib/location';
import { useAskedAction } from './use-asked-action';

/** Every sandbox, open or closed while idle, with its clock; deleting one asks first. */
export function SandboxList() {
  const [done, setDone] = useState<string>();
  const sandboxes = useControlQuery('GET /sandboxes', undefined, { live: true });
  const remove = useAskedAction(
    'DELETE /sandboxes/:name',
    (name) => ({ name }),
    setDone,
    (name) => `Deleted sandbox ${name}.`,
  );
  const list = sandboxes.data?.sandboxes ?? [];
  return (
    <section className="card" aria-labelledby="sandboxes-title">
      <h2 id="sandboxes-title">Sandboxes</h2>
      {sandboxes.data && <p className="muted">At most {sandboxes.data.limit} open at once.</p>}
      <Failure error={sandboxes.error ?? remove.error} />
      <Done>{done}</Done>
      {list.length === 0 ? (
        <p className="muted">No sandbox yet.</p>
      ) : (
        <div className="table-scroll">
          <table aria-labelledby="sandboxes-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">State</th>
                <th scope="col">Clock</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.name} aria-label={`sandbox ${s.name}`}>
                  <td>
                    <a className="mono" href={consoleHref(s.name, 'worlds')}>
                      {s.name}
                    </a>
                  </td>
                  <td>
                    {s.open ? 'open' : 'closed'}
                    {s.busy > 0 && `, ${s.busy} calls in flight`}
                  </td>
                  <td>
                    {indiaClockText(Date.parse(s.clock.now))}
                    {s.clock.frozen ? ', frozen' : ''}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="danger"
                      aria-label={`Delete sandbox ${s.name}…`}
                      onClick={() => remove.ask(s.name)}
                    >
                      Delete…
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Confirm
        open={remove.asking !== undefined}
        title={`Delete sandbox ${remove.asking ?? ''}?`}
        confirmLabel="Delete sandbox"
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      >
        <p>Its files and snapshots are deleted; the next call to it starts from the seed.</p>
      </Confirm>
    </section>
  );
}
