import { useNavigate } from 'react-router-dom';

/** What a game screen receives in navigation state (spec 1 section 2). */
export interface GameState {
  gameId: string;
  openTime: string;
  gameName: string;
}

/** Navigates to a bid menu with the game's state. */
export function useGoPlay(): (
  path: string,
  game: { game_id: string; open_time: string; game_name: string },
) => void {
  const navigate = useNavigate();
  return (path, game) => {
    const state: GameState = {
      gameId: game.game_id,
      openTime: game.open_time,
      gameName: game.game_name,
    };
    void navigate(path, { state });
  };
}
