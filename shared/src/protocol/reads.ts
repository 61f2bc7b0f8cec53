import type { EndpointPath } from './endpoints';

/** Registry paths, each checked to be one: a misspelt path does not compile. */
export type PathsOf<P extends EndpointPath> = P;

/**
 * The endpoints whose calls only read: answered on the world's state, they change nothing of it.
 * A recording of a world leaves them out, and a drift check makes them again as they were
 * (mock-provider/src/recording/provider-steps.ts, drift/replay.ts).
 */
export type ReadPath = PathsOf<
  | 'api-get-app-key'
  | 'api-check-security-pin'
  | 'api-get-profile'
  | 'api-get-dashboard-data'
  | 'api-get-current-date'
  | 'api-check-game-status'
  | 'api-check-starline-game-status'
  | 'api-check-galidisswar-game-status'
  | 'api-check-games-active-inactive'
  | 'api-check-starline-games-active-inactive'
  | 'api-check-galidisswar-games-active-inactive'
  | 'api-starline-game'
  | 'api-starline-game-rates'
  | 'api-galidisawar-game'
  | 'api-galidisawar-game-rates'
  | 'api-game-rates'
  | 'api-get-social-data'
  | 'api-get-slider-images'
  | 'api-get-headline'
  | 'api-how-to-play'
  | 'api-get-contact-details'
  | 'api-get-notice'
  | 'api-get-banners'
  | 'api-money-deposit-withdrawal-rule'
  | 'api-bid-history-data'
  | 'api-wining-history-data'
  | 'api-starline-bid-history-data'
  | 'api-starline-wining-history-data'
  | 'api-galidisawar-bid-history-data'
  | 'api-galidisawar-wining-history-data'
  | 'api-wallet-transaction-history'
  | 'api-user-withdraw-transaction-history'
  | 'api-user-wallet-balance'
  | 'api-get-user-payment-details'
  | 'api-user-payment-method-list'
  | 'api-check-user-for-transfer-amt'
  | 'apiGetawayStatus'
  | 'api-get-qr-pay'
  | 'api-admin-bank-details'
  | 'api-last-fund-request-detail'
  | 'api-get-auto-deposit-list'
  | 'api-fund-request-history'
  | 'api-payment-data'
  | 'api-get-statement'
  | 'api-view-wallet-transaction-history'
  | 'api-get-sp-motor-combination'
  | 'api-get-sp-dp-tp-combination'
  | 'api-get-app-version-details'
  | 'api-get-tips-list'
  | 'api-view-tips-details'
>;
