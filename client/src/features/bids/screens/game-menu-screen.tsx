import { bidTypesOf, isTileBlocked, type MarketKind } from '@panna/shared/bids';
import { hasTimePassed } from '@panna/shared/time';
import { Header } from '../../../components/header';
import { ListLoading } from '../../../components/list-state';
import { BidTypeTile } from '../components/bid-type-tile';
import { useMarketGate } from '../hooks/use-market-gate';
import { useNow } from '../hooks/use-now';
import '../bids.css';
import { useTexts } from '../../../i18n/use-texts';
import { useScreenTitle } from '../../../components/screen-title';

/** A market's bid-type menu (/game, /stargame, /galiallgame), titled with the game's name. */
export default function GameMenuScreen({ menu }: { menu: MarketKind }) {
  const t = useTexts();
  const gate = useMarketGate(menu);
  const now = useNow();
  // The menu is titled with its market's name once the market is known.
  useScreenTitle(gate.status === 'ready' ? gate.market.gameName : '');
  if (gate.status !== 'ready') {
    return (
      <div className="bid-screen">
        <Header title="" back />
        <ListLoading label={t('Loading market...')} />
      </div>
    );
  }
  const { market } = gate;
  // Tiles refuse (isTileBlocked) once the open time passed, the open result is declared or the
  // list shows the market closed; the other tiles open a screen that says whether it takes bids.
  const openOver = hasTimePassed(market.openTime, now) || gate.now.openDeclared || gate.now.closed;
  return (
    <div className="bid-screen">
      <Header title={market.gameName} back />
      <main className="page">
        <ul className="bid-tiles">
          {bidTypesOf(menu).map((type) => (
            <li key={type.id}>
              <BidTypeTile type={type} market={market} blocked={isTileBlocked(type, openOver)} />
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
