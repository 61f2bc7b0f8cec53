import { useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { Failure } from '../../components/notice';
import { useControlQuery } from '../../lib/control';
import { indiaClockText, indiaDateText } from '../../lib/india-time';

/** The simulated SMS outbox: the latest codes sent to a mobile number. */
export default function OtpOutbox() {
  const [typed, setTyped] = useState('');
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const otps = useControlQuery(
    'GET /otps',
    { mobile, limit: 20 },
    { live: true, enabled: mobile !== '' },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{1,20}$/.test(typed.trim())) return setError('Enter the mobile number, digits only.');
    setError(undefined);
    setMobile(typed.trim());
  };
  return (
    <div className="panel-stack">
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
        <button type="submit">Show codes</button>
      </form>
      {mobile && (
        <section className="card" aria-labelledby="otps-title">
          <h2 id="otps-title">Codes sent to {mobile}</h2>
          <Failure error={otps.error} />
          {otps.data?.otps.length === 0 ? (
            <p className="muted">No code sent to this number.</p>
          ) : (
            <table aria-labelledby="otps-title">
              <thead>
                <tr>
                  <th scope="col">Sent</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">Code</th>
                </tr>
              </thead>
              <tbody>
                {(otps.data?.otps ?? []).map((o) => {
                  const at = Date.parse(o.sent_at);
                  return (
                    <tr key={`${o.sent_at}-${o.otp}`}>
                      <td>
                        {indiaDateText(at)}, {indiaClockText(at)}
                      </td>
                      <td>{o.purpose}</td>
                      <td className="mono">{o.otp}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
