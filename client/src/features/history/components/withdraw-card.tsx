import type { WithdrawRequest } from '@panna/shared/protocol';
import { requestStatusLabel } from '../strings';
import { FieldsCard } from './fields-card';
import { useTexts } from '../../../i18n/use-texts';
import { formatMoney } from '../../../i18n/format';
import { showProviderDate } from '../../../i18n/dates';

/** The method is whichever number the request carries. */
export function withdrawMethod(request: WithdrawRequest): { name: string; number: string } {
  if (request.google_pay_number) return { name: 'Google Pay', number: request.google_pay_number };
  if (request.phone_pay_number) return { name: 'PhonePe', number: request.phone_pay_number };
  if (request.paytm_number) return { name: 'Paytm', number: request.paytm_number };
  return { name: 'Unknown', number: '' };
}

export function WithdrawCard({ request }: { request: WithdrawRequest }) {
  const t = useTexts();
  const method = withdrawMethod(request);
  const receipt = request.payment_receipt ? (
    <a href={request.payment_receipt} target="_blank" rel="noopener noreferrer">
      {t('View Receipt')}
    </a>
  ) : (
    ''
  );
  return (
    <FieldsCard
      title={formatMoney(request.request_amount, t.language)}
      badge={requestStatusLabel(request.request_status)}
      fields={[
        { label: t('Request'), value: request.request_number },
        { label: t('Method'), value: `${t.rule(method.name)} ${method.number}`.trim() },
        { label: t('Date'), value: showProviderDate(request.insert_date, t.language) },
        { label: t('Receipt'), value: receipt },
      ]}
    />
  );
}
