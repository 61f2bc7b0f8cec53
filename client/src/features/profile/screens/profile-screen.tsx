import { COUNTRY_CODE } from '@panna/shared/validation';
import { useState } from 'react';
import { useSession } from '../../../lib/use-session';
import { EditProfileForm } from '../components/edit-profile-form';
import { PROFILE_TEXT } from '../strings';
import '../components/profile.css';

/** /profile: the player's name and mobile, with Edit Profile. */
export default function ProfileScreen() {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const username = session?.username ?? '';
  return (
    <main className="page">
      <h1 className="page-title">{PROFILE_TEXT.profile}</h1>
      <section className="profile-card">
        {editing ? (
          <EditProfileForm initialName={username} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <dl className="profile-details">
              <dt>{PROFILE_TEXT.name}</dt>
              <dd>{username}</dd>
              <dt>{PROFILE_TEXT.mobile}</dt>
              <dd>{session?.mobile ? `${COUNTRY_CODE} ${session.mobile}` : '-'}</dd>
            </dl>
            <button
              type="button"
              className="btn btn--primary btn--block"
              onClick={() => setEditing(true)}
            >
              {PROFILE_TEXT.editProfile}
            </button>
          </>
        )}
      </section>
    </main>
  );
}
