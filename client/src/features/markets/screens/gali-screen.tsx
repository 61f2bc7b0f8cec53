import { MARKET_STATUS, type GaliMarket } from '@panna/shared/protocol';
import { formatGaliResult } from '@panna/shared/results';
import { useBettingEnabled } from '../../../lib/api/dashboard';
import { useGaliGames } from '../api/galidisawar-game';
import { useGaliRates } from '../api/galidisawar-game-rates';
import { MarketActions } from '../components/market-actions';
import { useGoPlay } from '../components/go-play';
import { MarketCard } from '../components/market-card';
import { MarketList } from '../components/market-list';
import { MarketScreenFrame } from '../components/market-screen-frame';
import { RatePills, ratePair } from '../components/rate-pills';
import { GALI_RATE_PAIRS, MARKET_TEXT } from '../strings';
import * as paths from '../../../lib/paths';
import '../components/home.css';

/** /galiIMP (and /galigame in the header layout): Gali Disawar markets, polled every 5 s. */
export default function GaliScreen({ embedded = false }: { embedded?: boolean }) {
  const betting = useBettingEnabled();
  const games = useGaliGames();
  const rates = useGaliRates(betting);
  const goPlay = useGoPlay();

  const card = (market: GaliMarket) => {
    const open = market.msg_status === MARKET_STATUS.RUNNING;
    return (
      <MarketCard
        key={market.game_id}
        name={market.game_name}
        result={
          <span className="result-badge">
            {formatGaliResult(market.open_result, market.close_result)}
          </span>
        }
        open={open}
        statusText={open ? MARKET_TEXT.running : MARKET_TEXT.closedToday}
        details={[{ label: MARKET_TEXT.openBid, value: market.open_time }]}
        bettingEnabled={betting}
        playStyle="label"
        chartUrl={games.data?.web_galidessar_chart_url}
        onOpen={() => (betting ? goPlay(paths.galiMenu, market) : undefined)}
      />
    );
  };

  return (
    <MarketScreenFrame title={MARKET_TEXT.galiDisawar} bettingEnabled={betting} embedded={embedded}>
      <MarketActions
        betting={betting}
        bidHistoryPath={paths.galiBidHistory}
        winHistoryPath={paths.galiWinHistory}
        chartUrl={games.data?.web_galidessar_chart_url}
      />
      {betting ? (
        <RatePills
          label="Gali Disawar rates"
          pills={GALI_RATE_PAIRS.map(({ label, field }) => ({
            label,
            value: ratePair(rates.data, field),
          }))}
        />
      ) : null}
      <MarketList
        items={games.data?.result}
        failed={games.isError}
        label="Gali Disawar markets"
        render={card}
      />
    </MarketScreenFrame>
  );
}
