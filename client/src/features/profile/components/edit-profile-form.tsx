import { hasErrors, validateProfile } from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/form-field';
import { toastAccount } from '../../../components/toast';
import { isProviderError } from '../../../lib/provider-client';
import { updateStoredUsername } from '../../../lib/storage';
import { useExclusive } from '../../../lib/use-exclusive';
import { updateProfile } from '../api/profile-update';
import { PROFILE_TEXT } from '../strings';
import * as paths from '../../../lib/paths';

/** Edit Profile: the name, required; success stores it locally and goes home. */
export function EditProfileForm({
  initialName,
  onCancel,
}: {
  initialName: string;
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();

  const save = useExclusive(async () => {
    const found = validateProfile({ name });
    setError(found.name);
    if (hasErrors(found)) return;
    const trimmed = name.trim();
    try {
      const answer = await updateProfile(client, trimmed);
      updateStoredUsername(trimmed);
      toastAccount.success(answer.msg || PROFILE_TEXT.profileUpdated);
      void navigate(paths.home);
    } catch (failure) {
      const message = isProviderError(failure) ? failure.serverMessage : '';
      toastAccount.error(message || PROFILE_TEXT.failed);
    }
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.run();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={PROFILE_TEXT.name}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="profile-actions">
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={save.busy}>
          {PROFILE_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.busy}>
          {save.busy ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
        </button>
      </div>
    </form>
  );
}
