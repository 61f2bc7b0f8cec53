import { MARKET_STATUS, type StarlineMarket } from '@panna/shared/protocol';
import { formatStarlineResult } from '@panna/shared/results';
import { useBettingEnabled } from '../../../lib/api/dashboard';
import { useStarlineGames } from '../api/starline-game';
import { useStarlineRates } from '../api/starline-game-rates';
import { MarketActions } from '../components/market-actions';
import { useGoPlay } from '../components/go-play';
import { MarketCard } from '../components/market-card';
import { MarketList } from '../components/market-list';
import { MarketScreenFrame } from '../components/market-screen-frame';
import { RatePills, ratePair } from '../components/rate-pills';
import { MARKET_TEXT, STARLINE_RATE_PILLS } from '../strings';
import * as paths from '../../../lib/paths';
import '../components/home.css';

/** /imp2 (and /star in the header layout): King Starline slots, polled every 5 s. */
export default function StarlineScreen({ embedded = false }: { embedded?: boolean }) {
  const betting = useBettingEnabled();
  const games = useStarlineGames();
  const rates = useStarlineRates(betting);
  const goPlay = useGoPlay();

  const card = (slot: StarlineMarket) => {
    const open = slot.msg_status === MARKET_STATUS.RUNNING;
    return (
      <MarketCard
        key={slot.game_id}
        name={slot.game_name}
        result={formatStarlineResult(slot.open_result)}
        open={open}
        statusText={open ? MARKET_TEXT.running : MARKET_TEXT.closedToday}
        details={[{ label: MARKET_TEXT.openBid, value: slot.open_time }]}
        bettingEnabled={betting}
        playStyle="label"
        chartUrl={games.data?.web_starline_chart_url}
        onOpen={() => (betting ? goPlay(paths.starlineMenu, slot) : undefined)}
      />
    );
  };

  return (
    <MarketScreenFrame
      title={MARKET_TEXT.kingStarline}
      bettingEnabled={betting}
      embedded={embedded}
    >
      <MarketActions
        betting={betting}
        bidHistoryPath={paths.starlineBidHistory}
        winHistoryPath={paths.starlineWinHistory}
        chartUrl={games.data?.web_starline_chart_url}
      />
      {betting ? (
        <RatePills
          label="Starline rates"
          pills={STARLINE_RATE_PILLS.map(({ label, field }) => ({
            label,
            value: ratePair(rates.data, field),
          }))}
        />
      ) : null}
      <MarketList
        items={games.data?.result}
        failed={games.isError}
        label="Starline markets"
        render={card}
      />
    </MarketScreenFrame>
  );
}
