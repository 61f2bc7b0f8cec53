import { useMainRates } from '../api/game-rates';
import { useGaliRates } from '../api/galidisawar-game-rates';
import { useStarlineRates } from '../api/starline-game-rates';
import { RateTable } from '../components/rate-table';
import { ScreenFrame } from '../../../components/screen-frame';
import { CONTENT_TEXT, GALI_RATE_ROWS, MAIN_RATE_ROWS, STARLINE_RATE_ROWS } from '../strings';
import '../components/content.css';

/** /gameRates: win ratios of the main market, Gali Disawar and King Starline. */
export default function GameRatesScreen() {
  const main = useMainRates();
  const gali = useGaliRates();
  const starline = useStarlineRates();
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
