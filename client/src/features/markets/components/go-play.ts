import { useNavigate } from 'react-router-dom';
import { forMarket } from '../../../lib/market-param';

/** What a game screen receives in navigation state (spec 1 section 2). */
export interface GameState {
  gameId: string;
  openTime: string;
  gameName: string;
}

/**
 * Navigates to a bid menu for the game: the market in the URL (`?market=`, what the menu reads,
 * so that a reload keeps it) and, as the spec passes it, the game's state.
 */
export function useGoPlay(): (
  menuPath: string,
  game: { game_id: string; open_time: string; game_name: string },
) => void {
  const navigate = useNavigate();
  return (menuPath, game) => {
    const state: GameState = {
      gameId: game.game_id,
      openTime: game.open_time,
      gameName: game.game_name,
    };
    void navigate(forMarket(menuPath, game.game_id), { state });
  };
}
