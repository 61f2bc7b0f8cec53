import type { SettingsPatch } from '@panna/mock-provider/control-client';
import { useState, type FormEvent } from 'react';
import { Select } from '../../components/field';
import { Done, Failure } from '../../components/notice';
import { useSettingsPatch } from './use-settings-patch';

type Profile = NonNullable<SettingsPatch['profile']>;
const PROFILES: Record<Profile, string> = {
  real: 'real: answers as the real provider',
  strict: 'strict: also refuses what the protocol forbids',
};

export function ProfileForm({ profile }: { profile: Profile }) {
  const [chosen, setChosen] = useState<Profile>(profile);
  const patch = useSettingsPatch([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    patch.send({ profile: chosen }, `Profile ${chosen}.`);
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="profile-title">
      <h2 id="profile-title">Provider profile</h2>
      <Select
        label="Profile"
        value={chosen}
        onChange={(value) => setChosen(value as Profile)}
        options={Object.entries(PROFILES).map(([value, label]) => ({ value, label }))}
      />
      <button type="submit" disabled={patch.busy}>
        Save profile
      </button>
      <Failure error={patch.error} />
      <Done>{patch.done}</Done>
    </form>
  );
}
