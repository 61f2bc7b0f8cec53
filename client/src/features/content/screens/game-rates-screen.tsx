import { useRates } from '../../../lib/api/game-rates';
import { RateTable } from '../components/rate-table';
import { ScreenFrame } from '../../../components/screen-frame';
import { GALI_RATE_ROWS, MAIN_RATE_ROWS, STARLINE_RATE_ROWS } from '../strings';
import '../components/content.css';
import { useTexts } from '../../../i18n/use-texts';

/** /gameRates: win ratios of the main market, Gali Disawar and King Starline. */
export default function GameRatesScreen() {
  const t = useTexts();
  const main = useRates('api-game-rates');
  const gali = useRates('api-galidisawar-game-rates');
  const starline = useRates('api-starline-game-rates');
  return (
    <ScreenFrame title={t('Game Rates')}>
      <div className="content-stack">
        <RateTable title={t('Main Market')} rows={MAIN_RATE_ROWS} query={main} />
        <RateTable title={t('Gali Disawar')} rows={GALI_RATE_ROWS} query={gali} />
        <RateTable title={t('King Starline')} rows={STARLINE_RATE_ROWS} query={starline} />
      </div>
    </ScreenFrame>
  );
}
