import { FAILED_CALL_MESSAGES, hasErrors, validateProfile } from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/form-field';
import { toastAccount } from '../../../components/toast';
import { isProviderError } from '../../../lib/provider-client';
import { updateStoredUsername } from '../../../lib/storage';
import { useExclusive } from '../../../lib/use-exclusive';
import { updateProfile } from '../api/profile-update';
import * as paths from '../../../lib/paths';
import { useTexts } from '../../../i18n/use-texts';

/** Edit Profile: the name, required; success stores it locally and goes home. */
export function EditProfileForm({
  initialName,
  onCancel,
}: {
  initialName: string;
  onCancel: () => void;
}) {
  const t = useTexts();
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
      toastAccount.success(answer.msg || t('Profile updated successfully'));
      void navigate(paths.home);
    } catch (failure) {
      const message = isProviderError(failure) ? failure.serverMessage : '';
      toastAccount.error(message || t(FAILED_CALL_MESSAGES.noReason));
    }
  });

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    save.run();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('Name')}
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
          {t('Cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={save.busy}>
          {save.busy ? t('Saving...') : t('Save')}
        </button>
      </div>
    </form>
  );
}
