/** The content feature's query keys (the rates are shared queries: lib/api/game-rates.ts). */
export const contentKeys = {
  howToPlay: () => ['provider', 'api-how-to-play'] as const,
  fundRules: () => ['provider', 'api-money-deposit-withdrawal-rule'] as const,
};
