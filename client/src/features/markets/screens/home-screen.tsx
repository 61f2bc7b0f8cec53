import { HEADLINE_ID, type MainMarket } from '@panna/shared/protocol';
import { formatMainResult } from '@panna/shared/results';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/link';
import { useBettingEnabled, useDashboard } from '../../../lib/api/dashboard';
import { marketNow } from '../../../lib/market-now';
import { ContactButtons } from '../components/contact-buttons';
import { useGoPlay } from '../components/go-play';
import { HeadlineBanner } from '../components/headline-banner';
import { MarketCard } from '../components/market-card';
import { MarketList } from '../components/market-list';
import { ResultText } from '../components/result-text';
import { Slider } from '../components/slider';
import * as paths from '../../../lib/paths';
import '../components/home.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** /imp: the signed-in home. The dashboard is polled every 5 s while the page is visible. */
export default function HomeScreen() {
  const t = useTexts();
  useScreenTitle(t('Home'));
  const dashboard = useDashboard({ poll: true });
  const navigate = useNavigate();
  const goPlay = useGoPlay();
  const betting = useBettingEnabled();

  const card = (market: MainMarket) => {
    const open = !marketNow('main', market).closed;
    return (
      <MarketCard
        key={market.game_id}
        name={market.game_name}
        result={<ResultText text={formatMainResult(market.open_result, market.close_result)} />}
        open={open}
        statusText={open ? t('Market is open') : t('Close for today')}
        details={[
          { label: t('Open Bid'), value: market.open_time },
          { label: t('Close Bids'), value: market.close_time },
        ]}
        bettingEnabled={betting}
        playStyle="icon"
        chartUrl={market.web_chart_url}
        onOpen={() => (betting ? goPlay(paths.mainMenu, market) : void navigate(paths.home))}
      />
    );
  };

  return (
    <main className="page">
      <h1 className="visually-hidden">{t('Home')}</h1>
      <HeadlineBanner id={HEADLINE_ID.HOME} />
      <p className="win-claim">{t('Win up to 10 Lac Points')}</p>
      <nav className="category-buttons" aria-label={t('Game categories')}>
        <Link className="btn btn--primary category-button" to={paths.gali}>
          {t('GALI DISAWAR')}
        </Link>
        <Link className="btn btn--accent category-button" to={paths.starline}>
          {t('KING STARLINE')}
        </Link>
      </nav>
      <ContactButtons />
      <Slider />
      <h2 className="section-title">{t('Markets')}</h2>
      <MarketList
        items={dashboard.data?.result}
        failed={dashboard.isError}
        label={t('Markets')}
        render={card}
      />
    </main>
  );
}
