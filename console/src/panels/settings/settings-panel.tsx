import { Failure } from '../../components/notice';
import { useControlQuery } from '../../lib/control';
import { LimitsForm } from './limits-form';
import { ProfileForm } from './profile-form';
import { MARKET_KINDS } from '@panna/shared';
import { RatesForm } from './rates-form';

/** The provider's run-time settings QA changes most: rates, limits and the profile. */
export default function SettingsPanel() {
  const settings = useControlQuery('GET /settings');
  if (!settings.data) return <Failure error={settings.error} />;
  const current = settings.data.settings;
  return (
    <div className="panel-grid">
      <ProfileForm profile={current.profile} />
      <LimitsForm settings={current} />
      {MARKET_KINDS.map((market) => (
        <RatesForm key={market} market={market} rates={current.rates[market]} />
      ))}
    </div>
  );
}
