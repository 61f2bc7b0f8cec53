import type { ControlAnswer } from '@panna/mock-provider/control-client';
import { useRef, useState, type FormEvent } from 'react';
import { NavLink } from '../../app/nav-link';
import { Field } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { useControlAction } from '../../lib/control';

type Registered = ControlAnswer<'POST /players'>['player'];

const EMPTY = { mobile: '', name: '', password: '', wallet: '' };

/**
 * Registers a player as their app would (the OTP read from the outbox), with a starting balance.
 * The form stays, emptied for the next one, with the players registered here listed under it.
 */
export function RegisterPlayer() {
  const register = useControlAction('POST /players');
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState(EMPTY);
  const [registered, setRegistered] = useState<Registered[]>([]);
  const edit = (field: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { mobile, name, password, wallet } = fields;
    register.mutate(
      {
        mobile: mobile.trim(),
        ...(name.trim() && { name: name.trim() }),
        ...(password && { password }),
        ...(wallet.trim() && { wallet: Number(wallet) }),
      },
      {
        onSuccess: ({ player }) => {
          setRegistered((earlier) => [player, ...earlier]);
          setFields(EMPTY);
          // Ready for the next one: the focus back on the first field.
          form.current?.querySelector('input')?.focus();
        },
      },
    );
  };
  const [latest] = registered;
  return (
    <form ref={form} className="card" onSubmit={submit} aria-labelledby="register-title" noValidate>
      <h2 id="register-title">Register a player</h2>
      <Field
        label="New mobile"
        inputMode="numeric"
        autoComplete="off"
        value={fields.mobile}
        onChange={(e) => edit('mobile')(e.target.value)}
      />
      <Field
        label="Name"
        value={fields.name}
        maxLength={80}
        onChange={(e) => edit('name')(e.target.value)}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="Empty: secret123, as scenarios sign up"
        value={fields.password}
        onChange={(e) => edit('password')(e.target.value)}
      />
      <Field
        label="Starting balance"
        inputMode="numeric"
        value={fields.wallet}
        onChange={(e) => edit('wallet')(e.target.value)}
      />
      <button type="submit" disabled={register.isPending}>
        Register player
      </button>
      <Failure error={register.error} />
      {latest && (
        <Done>
          Registered {latest.name} ({latest.mobile}) with {latest.wallet} points.
        </Done>
      )}
      {registered.length > 0 && (
        <ul aria-label="Players registered here" className="plain-list">
          {registered.map((player) => (
            <li key={player.mobile}>
              <NavLink route={`players/${player.mobile}`}>{player.mobile}</NavLink> · {player.name}{' '}
              · started with {player.wallet} points
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
