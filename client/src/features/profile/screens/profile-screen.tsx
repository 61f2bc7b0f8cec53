import { COUNTRY_CODE } from '@panna/shared/validation';
import { useState } from 'react';
import { useSession } from '../../../lib/use-session';
import { EditProfileForm } from '../components/edit-profile-form';
import '../components/profile.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** /profile: the player's name and mobile, with Edit Profile. */
export default function ProfileScreen() {
  const t = useTexts();
  useScreenTitle(t('My Profile'));
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const username = session?.username ?? '';
  return (
    <main className="page">
      <h1 className="page-title">{t('My Profile')}</h1>
      <section className="profile-card">
        {editing ? (
          <EditProfileForm initialName={username} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <dl className="profile-details">
              <dt>{t('Name')}</dt>
              <dd>{username}</dd>
              <dt>{t('Mobile')}</dt>
              <dd>{session?.mobile ? `${COUNTRY_CODE} ${session.mobile}` : '-'}</dd>
            </dl>
            <button
              type="button"
              className="btn btn--primary btn--block"
              onClick={() => setEditing(true)}
            >
              {t('Edit Profile')}
            </button>
          </>
        )}
      </section>
    </main>
  );
}
