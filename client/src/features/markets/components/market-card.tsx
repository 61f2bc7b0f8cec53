import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons';
import { useClosedShake } from './use-closed-shake';
import './market-card.css';
import { useTexts } from '../../../i18n/use-texts';

export interface MarketCardProps {
  name: string;
  /** The result, as ResultText speaks it. */
  result: ReactNode;
  open: boolean;
  statusText: string;
  /** Lines like Open Bid / Close Bids with their times. */
  details: readonly { label: string; value: string }[];
  /** Betting on: a play affordance; off: a View Charts link. */
  bettingEnabled: boolean;
  /** 'icon' (home list) or 'label' (Play Game, Starline and Gali). */
  playStyle: 'icon' | 'label';
  chartUrl?: string | undefined;
  /** Called for a tap on an open card. */
  onOpen: () => void;
}

/**
 * One market. A tap on a closed card shakes it and vibrates, without navigating; a tap on an open
 * card calls onOpen. A closed card does not announce Play (its status says it is closed).
 */
export function MarketCard(props: MarketCardProps) {
  const t = useTexts();
  const { name, result, open, statusText, details, bettingEnabled, playStyle, chartUrl } = props;
  const { shaking, shake } = useClosedShake();
  const onTap = () => (open ? props.onOpen() : shake());
  const tone = open ? 'open' : 'closed';
  return (
    <li className={`market-card market-card--${tone}${shaking ? ' market-card--shake' : ''}`}>
      <button type="button" className="market-card__main" onClick={onTap}>
        <span className="market-card__info">
          <span className="market-card__name">{name}</span>
          <span className="market-card__result">{result}</span>
          <span className={`market-card__status market-card__status--${tone}`}>{statusText}</span>
          <span className="market-card__times">
            {details.map((d) => (
              <span key={d.label}>
                {d.label}: <strong>{d.value}</strong>
              </span>
            ))}
          </span>
        </span>
        {bettingEnabled ? (
          playStyle === 'icon' ? (
            <span className={`market-card__play market-card__play--${tone}`}>
              <Icon name="play" size={26} />
              {/* A closed card plays nothing: its status says so, and no "Play" is announced. */}
              {open ? <span className="visually-hidden">{t('Play')}</span> : null}
            </span>
          ) : (
            <span
              className={`market-card__play-label market-card__play--${tone}`}
              aria-hidden={open ? undefined : true}
            >
              {t('Play Game')}
            </span>
          )
        ) : null}
      </button>
      {!bettingEnabled && chartUrl ? (
        <a
          className="market-card__chart"
          href={chartUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('View Charts for {market}', { market: name })}
        >
          <Icon name="chart" size={18} />
          {t('View Charts')}
        </a>
      ) : null}
    </li>
  );
}
