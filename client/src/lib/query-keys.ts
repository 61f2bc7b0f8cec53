/**
 * The keys of the queries several features share (lib/api/), written once; each feature keeps
 * its own in its api/keys.ts. Keys start with the endpoint path; per-user data carries the token
 * so that a new session never reads the last one's cache.
 */
export const queryKeys = {
  all: ['provider'] as const,
  dashboard: (token: string) => ['provider', 'api-get-dashboard-data', token] as const,
  sliderImages: (token: string) => ['provider', 'api-get-slider-images', token] as const,
  headline: (id: number) => ['provider', 'api-get-headline', id] as const,
  /** A market list: api-starline-game or api-galidisawar-game (the main one is the dashboard). */
  marketList: (path: string, token: string) => ['provider', path, token] as const,
  /** A rate table: api-game-rates, api-starline-game-rates or api-galidisawar-game-rates. */
  rates: (path: string) => ['provider', path] as const,
  walletBalance: (token: string) => ['provider', 'api-user-wallet-balance', token] as const,
};
