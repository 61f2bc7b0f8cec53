/**
 * Every query key, written once. Keys start with the endpoint path; per-user data carries the
 * token so that a new session never reads the last one's cache. Later features add their keys here.
 */
export const queryKeys = {
  all: ['provider'] as const,
  dashboard: (token: string) => ['provider', 'api-get-dashboard-data', token] as const,
  sliderImages: (token: string) => ['provider', 'api-get-slider-images', token] as const,
  headline: (id: number) => ['provider', 'api-get-headline', id] as const,
  starlineGames: (token: string) => ['provider', 'api-starline-game', token] as const,
  starlineRates: () => ['provider', 'api-starline-game-rates'] as const,
  galiGames: (token: string) => ['provider', 'api-galidisawar-game', token] as const,
  galiRates: () => ['provider', 'api-galidisawar-game-rates'] as const,
  walletBalance: (token: string) => ['provider', 'api-user-wallet-balance', token] as const,
};
