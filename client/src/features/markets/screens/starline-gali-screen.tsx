import type { GaliMarket, StarlineMarket } from '@panna/shared/protocol';
import { formatGaliResult, formatStarlineResult } from '@panna/shared/results';
import type { ReactNode } from 'react';
import { ScreenFrame } from '../../../components/screen-frame';
import { useBettingEnabled, useWalletAmount } from '../../../lib/api/dashboard';
import { useRates, type RatesPath } from '../../../lib/api/game-rates';
import { useGaliList, useStarlineList, type ListedMarkets } from '../../../lib/api/market-lists';
import { marketNow } from '../../../lib/market-now';
import * as paths from '../../../lib/paths';
import { MarketActions } from '../components/market-actions';
import { useGoPlay } from '../components/go-play';
import { MarketCard } from '../components/market-card';
import { ResultText } from '../components/result-text';
import { MarketList } from '../components/market-list';
import { RatePills, ratePair } from '../components/rate-pills';
import { GALI_RATE_PAIRS, STARLINE_RATE_PILLS } from '../rate-pills';
import '../components/home.css';
import { useTexts, msg, type TextId } from '../../../i18n/use-texts';

/** What differs between the King Starline and the Gali Disawar lists. */
interface ListScreen {
  title: TextId;
  /** The polled list, in one shape. */
  useList: () => { data?: ListedMarkets | undefined; isError: boolean };
  listLabel: TextId;
  rates: RatesPath;
  ratesLabel: TextId;
  pills: readonly { label: string; field: string }[];
  result: (market: StarlineMarket | GaliMarket) => ReactNode;
  menu: string;
  bidHistory: string;
  winHistory: string;
}

const LIST_SCREENS: Record<'starline' | 'gali', ListScreen> = {
  starline: {
    title: msg('KING STARLINE'),
    useList: useStarlineList,
    listLabel: msg('Starline markets'),
    rates: 'api-starline-game-rates',
    ratesLabel: msg('Starline rates'),
    pills: STARLINE_RATE_PILLS,
    result: (slot) => <ResultText text={formatStarlineResult(slot.open_result)} />,
    menu: paths.starlineMenu,
    bidHistory: paths.starlineBidHistory,
    winHistory: paths.starlineWinHistory,
  },
  gali: {
    title: msg('GALI DISAWAR'),
    useList: useGaliList,
    listLabel: msg('Gali Disawar markets'),
    rates: 'api-galidisawar-game-rates',
    ratesLabel: msg('Gali Disawar rates'),
    pills: GALI_RATE_PAIRS,
    result: (market) => (
      <span className="result-badge">
        <ResultText text={formatGaliResult(market.open_result, market.close_result)} />
      </span>
    ),
    menu: paths.galiMenu,
    bidHistory: paths.galiBidHistory,
    winHistory: paths.galiWinHistory,
  },
};

interface StarlineGaliScreenProps {
  kind: keyof typeof LIST_SCREENS;
  /** Inside the header layout (/star, /galigame). */
  embedded?: boolean;
}

/**
 * /imp2 and /galiIMP (and /star, /galigame in the header layout): King Starline slots or Gali
 * Disawar markets, polled every 5 s, with their rates and histories for betting players.
 */
export default function StarlineGaliScreen({ kind, embedded = false }: StarlineGaliScreenProps) {
  const t = useTexts();
  const screen = LIST_SCREENS[kind];
  const betting = useBettingEnabled();
  const wallet = useWalletAmount();
  const list = screen.useList();
  const rates = useRates(screen.rates, betting);
  const goPlay = useGoPlay();
  const chartUrl = list.data?.chartUrl;

  const card = (market: StarlineMarket | GaliMarket) => {
    const open = !marketNow(kind, market).closed;
    return (
      <MarketCard
        key={market.game_id}
        name={market.game_name}
        result={screen.result(market)}
        open={open}
        statusText={open ? t('Running Now') : t('Closed for today')}
        details={[{ label: t('Open Bid'), value: market.open_time }]}
        bettingEnabled={betting}
        playStyle="label"
        chartUrl={chartUrl}
        onOpen={() => (betting ? goPlay(screen.menu, market) : undefined)}
      />
    );
  };

  return (
    <ScreenFrame title={t(screen.title)} embedded={embedded} wallet={betting ? wallet : undefined}>
      <MarketActions
        betting={betting}
        bidHistoryPath={screen.bidHistory}
        winHistoryPath={screen.winHistory}
        chartUrl={chartUrl}
      />
      {betting ? (
        <RatePills
          label={t(screen.ratesLabel)}
          pills={screen.pills.map(({ label, field }) => ({
            label,
            value: ratePair(rates.data, field),
          }))}
        />
      ) : null}
      <MarketList
        items={list.data?.markets}
        failed={list.isError}
        label={t(screen.listLabel)}
        render={card}
      />
    </ScreenFrame>
  );
}
