import type { WithdrawRequest } from '@panna/shared/protocol';
import { HISTORY_TEXT, requestStatusLabel } from '../strings';
import { FieldsCard } from './fields-card';

/** The method is whichever number the request carries. */
export function withdrawMethod(request: WithdrawRequest): { name: string; number: string } {
  if (request.google_pay_number) return { name: 'Google Pay', number: request.google_pay_number };
  if (request.phone_pay_number) return { name: 'PhonePe', number: request.phone_pay_number };
  if (request.paytm_number) return { name: 'Paytm', number: request.paytm_number };
  return { name: 'Unknown', number: '' };
}

export function WithdrawCard({ request }: { request: WithdrawRequest }) {
  const method = withdrawMethod(request);
  const receipt = request.payment_receipt ? (
    <a href={request.payment_receipt} target="_blank" rel="noopener noreferrer">
      {HISTORY_TEXT.viewReceipt}
    </a>
  ) : (
    ''
  );
  return (
    <FieldsCard
      title={`₹${request.request_amount}`}
      badge={requestStatusLabel(request.request_status)}
      fields={[
        { label: HISTORY_TEXT.request, value: request.request_number },
        { label: HISTORY_TEXT.method, value: `${method.name} ${method.number}`.trim() },
        { label: HISTORY_TEXT.date, value: request.insert_date },
        { label: HISTORY_TEXT.receipt, value: receipt },
      ]}
    />
  );
}
