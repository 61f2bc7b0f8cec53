import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { MobileSearch } from '../../components/mobile-search';
import { Failure } from '../../components/notice';
import { useControlQuery } from '../../lib/control';
import { indiaWhenText } from '../../lib/india-time';

type Otp = ControlAnswer<'GET /otps'>['otps'][number];

const COLUMNS: Column<Otp>[] = [
  { header: 'Sent', cell: (o) => indiaWhenText(o.sent_at) },
  { header: 'Purpose', cell: (o) => o.purpose },
  { header: 'Code', cell: (o) => o.otp, className: 'mono' },
];

/** The simulated SMS outbox: the latest codes sent to a mobile number. */
export default function OtpOutbox() {
  const [mobile, setMobile] = useState('');
  const otps = useControlQuery(
    'GET /otps',
    { mobile, limit: 20 },
    { live: true, enabled: mobile !== '' },
  );
  return (
    <div className="panel-stack">
      <MobileSearch submitLabel="Show codes" onFind={setMobile} />
      {mobile && (
        <section className="card" aria-labelledby="otps-title">
          <h2 id="otps-title">Codes sent to {mobile}</h2>
          <Failure error={otps.error} />
          <DataTable
            labelledBy="otps-title"
            columns={COLUMNS}
            rows={otps.data?.otps ?? []}
            rowKey={(o) => `${o.sent_at}-${o.otp}`}
            empty={otps.data && 'No code sent to this number.'}
          />
        </section>
      )}
    </div>
  );
}
