import { FAILED_CALL_MESSAGES, validateProfile } from '@panna/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CancelOrSubmit, TextField } from '../../../components/form-field';
import { toastAccount } from '../../../components/toast';
import { useForm } from '../../../components/use-form';
import { isProviderError } from '../../../lib/provider-client';
import { updateStoredUsername } from '../../../lib/storage';
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
  const { field, busy, onSubmit } = useForm({
    initial: { name: initialName },
    validate: validateProfile,
    send: async ({ name }) => {
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
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label={t('Name')} autoComplete="name" {...field('name')} />
      <CancelOrSubmit
        onCancel={onCancel}
        busy={busy}
        label={t('Save')}
        busyLabel={t('Saving...')}
      />
    </form>
  );
}
