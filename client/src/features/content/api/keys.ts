/** The content feature's query keys; the Starline and Gali rates share the shell's keys. */
import { queryKeys } from '../../../lib/query-keys';

export const contentKeys = {
  mainRates: () => ['provider', 'api-game-rates'] as const,
  starlineRates: queryKeys.starlineRates,
  galiRates: queryKeys.galiRates,
  howToPlay: () => ['provider', 'api-how-to-play'] as const,
  fundRules: () => ['provider', 'api-money-deposit-withdrawal-rule'] as const,
};
