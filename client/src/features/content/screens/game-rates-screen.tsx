import { useRates } from '../../../lib/api/game-rates';
import { RateTable } from '../components/rate-table';
import { ScreenFrame } from '../../../components/screen-frame';
import { CONTENT_TEXT, GALI_RATE_ROWS, MAIN_RATE_ROWS, STARLINE_RATE_ROWS } from '../strings';
import '../components/content.css';

/** /gameRates: win ratios of the main market, Gali Disawar and King Starline. */
export default function GameRatesScreen() {
  const main = useRates('api-game-rates');
  const gali = useRates('api-galidisawar-game-rates');
  const starline = useRates('api-starline-game-rates');
  return (
    <ScreenFrame title={CONTENT_TEXT.gameRates}>
      <div className="content-stack">
        <RateTable title={CONTENT_TEXT.mainMarket} rows={MAIN_RATE_ROWS} query={main} />
        <RateTable title={CONTENT_TEXT.galiDisawar} rows={GALI_RATE_ROWS} query={gali} />
        <RateTable title={CONTENT_TEXT.kingStarline} rows={STARLINE_RATE_ROWS} query={starline} />
      </div>
    </ScreenFrame>
  );
}
