import { Header } from '../../../components/header';
import { useDashboard } from '../../../lib/api/dashboard';
import { ChartButton } from '../components/chart-button';
import { MarketList } from '../components/market-list';
import './charts.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** /charts: every main market with a View Charts button to its chart (new tab). */
export default function ChartsScreen() {
  const t = useTexts();
  useScreenTitle(t('Market Charts'));
  const dashboard = useDashboard();
  return (
    <>
      <Header title={t('Market Charts')} back />
      <main className="page">
        <MarketList
          items={dashboard.data?.result}
          failed={dashboard.isError}
          label={t('Market Charts')}
          render={(market) => (
            <li key={market.game_id} className="chart-row">
              <span className="chart-row__name">{market.game_name}</span>
              <ChartButton url={market.web_chart_url} label={t('View Charts')} />
            </li>
          )}
        />
      </main>
    </>
  );
}
