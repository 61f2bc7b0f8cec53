import { bidTypesOf, type BidType } from '@panna/shared/bids';
import { useState, type FormEvent } from 'react';
import { Field, Select } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { useControlAction, useControlQuery } from '../../lib/control';
import type { Market } from '../../lib/market-times';

const PREFIX: Record<string, string> = { main: '', starline: 'star-', gali: 'gali-' };
const PANA_KINDS = [
  { value: 'sp', label: 'Single Pana (SP)' },
  { value: 'dp', label: 'Double Pana (DP)' },
  { value: 'tp', label: 'Triple Pana (TP)' },
];

const marketLabel = (m: Market) =>
  `${m.name} (${m.kind}${m.taking ? `, taking ${m.taking} bids` : ', closed'})`;

/** One bid as this player, built as their app builds it; the provider's answer is shown. */
export function BidAsPlayer({ mobile }: { mobile: string }) {
  const markets = useControlQuery('GET /markets');
  const bid = useControlAction('POST /players/:mobile/bids');
  const [marketId, setMarketId] = useState('');
  const [typeId, setTypeId] = useState('');
  const [digits, setDigits] = useState('');
  const [closeDigits, setCloseDigits] = useState('');
  const [points, setPoints] = useState('10');
  const [session, setSession] = useState<'open' | 'close'>('open');
  const [pana, setPana] = useState('sp');
  const active = (markets.data?.markets ?? []).filter((m) => m.active);
  const market = active.find((m) => String(m.id) === marketId) ?? active[0];
  const types = market ? bidTypesOf(market.kind as BidType['market']) : [];
  const type = types.find((t) => t.id === typeId) ?? types[0];
  const closeField = type?.fields.find((f) => f.key === 'closedigits');
  const digitsField = type?.fields.find((f) => f.key === 'digits');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!market || !type) return;
    bid.mutate({
      mobile,
      game_id: market.id,
      type: type.id.replace(PREFIX[market.kind] ?? '', ''),
      digits: digits.trim(),
      ...(closeField && { closedigits: closeDigits.trim() }),
      points: Number(points),
      ...(market.kind === 'main' && { session }),
      ...(type.id === 'sp-dp-tp' && { pana: pana as 'sp' | 'dp' | 'tp' }),
    });
  };
  const answer = bid.data;
  return (
    <form className="card" onSubmit={submit} aria-labelledby="bid-as-title" noValidate>
      <h2 id="bid-as-title">Bid as this player</h2>
      <Select
        label="Market"
        value={market ? String(market.id) : ''}
        onChange={(value) => {
          setMarketId(value);
          setTypeId('');
        }}
        options={active.map((m) => ({ value: String(m.id), label: marketLabel(m) }))}
      />
      <Select
        label="Bid type"
        value={type?.id ?? ''}
        onChange={setTypeId}
        options={types.map((t) => ({ value: t.id, label: t.title }))}
      />
      {type?.id === 'sp-dp-tp' && (
        <Select label="Kind of pana" value={pana} onChange={setPana} options={PANA_KINDS} />
      )}
      <Field
        label={digitsField?.label ?? 'Digits'}
        inputMode="numeric"
        autoComplete="off"
        value={digits}
        onChange={(e) => setDigits(e.target.value)}
      />
      {closeField && (
        <Field
          label={closeField.label}
          inputMode="numeric"
          autoComplete="off"
          value={closeDigits}
          onChange={(e) => setCloseDigits(e.target.value)}
        />
      )}
      <Field
        label="Bid points"
        inputMode="numeric"
        value={points}
        onChange={(e) => setPoints(e.target.value)}
      />
      {market?.kind === 'main' && (
        <Select
          label="Session"
          value={session}
          onChange={(value) => setSession(value as 'open' | 'close')}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'close', label: 'Close' },
          ]}
        />
      )}
      <button type="submit" disabled={bid.isPending || !market}>
        Place bid
      </button>
      <Failure error={bid.error ?? markets.error} />
      {answer && (
        <p className={`notice ${answer.accepted ? 'notice--done' : 'notice--error'}`} role="status">
          {answer.accepted ? 'Placed' : 'Refused'}: {answer.msg} Balance {answer.player.wallet}.
        </p>
      )}
    </form>
  );
}

/** A deposit or a withdrawal requested as this player, as their app requests it. */
export function MoneyAsPlayer({ mobile }: { mobile: string }) {
  const deposit = useControlAction('POST /players/:mobile/deposits');
  const withdraw = useControlAction('POST /players/:mobile/withdrawals');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<'gpay' | 'paytm' | 'phonepe'>('gpay');
  const answer = (deposit.isSuccess && deposit.data) || (withdraw.isSuccess && withdraw.data);
  const request = (which: 'deposit' | 'withdraw') => {
    deposit.reset();
    withdraw.reset();
    if (which === 'deposit') deposit.mutate({ mobile, amount: Number(amount) });
    else withdraw.mutate({ mobile, amount: Number(amount), method });
  };
  return (
    <form
      className="card"
      onSubmit={(event) => {
        event.preventDefault();
        request('deposit');
      }}
      aria-labelledby="money-as-title"
      noValidate
    >
      <h2 id="money-as-title">Deposit or withdraw as this player</h2>
      <Field
        label="Amount"
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Select
        label="Paid to (withdrawals)"
        value={method}
        onChange={(value) => setMethod(value as typeof method)}
        options={[
          { value: 'gpay', label: 'Google Pay' },
          { value: 'paytm', label: 'Paytm' },
          { value: 'phonepe', label: 'PhonePe' },
        ]}
      />
      <div className="row">
        <button type="submit">Request deposit</button>
        <button type="button" onClick={() => request('withdraw')}>
          Request withdrawal
        </button>
      </div>
      <Failure error={deposit.error ?? withdraw.error} />
      {answer && (
        <Done>
          {answer.accepted ? 'Requested' : 'Refused'}: {answer.msg} Balance {answer.player.wallet}.
        </Done>
      )}
    </form>
  );
}
