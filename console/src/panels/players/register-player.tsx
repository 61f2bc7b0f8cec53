import { useState, type FormEvent } from 'react';
import { useRoute } from '../../app/use-route';
import { Field } from '../../components/field';
import { Failure } from '../../components/notice';
import { useControlAction } from '../../lib/control';

/** Registers a player as their app would (the OTP read from the outbox), with a starting balance. */
export function RegisterPlayer() {
  const { navigate } = useRoute();
  const register = useControlAction('POST /players');
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [wallet, setWallet] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(
      {
        mobile: mobile.trim(),
        ...(name.trim() && { name: name.trim() }),
        ...(password && { password }),
        ...(wallet.trim() && { wallet: Number(wallet) }),
      },
      { onSuccess: ({ player }) => navigate(`players/${player.mobile}`) },
    );
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="register-title" noValidate>
      <h2 id="register-title">Register a player</h2>
      <Field
        label="New mobile"
        inputMode="numeric"
        autoComplete="off"
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
      />
      <Field label="Name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="Empty: secret123, as scenarios sign up"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        label="Starting balance"
        inputMode="numeric"
        value={wallet}
        onChange={(e) => setWallet(e.target.value)}
      />
      <button type="submit" disabled={register.isPending}>
        Register player
      </button>
      <Failure error={register.error} />
    </form>
  );
}
