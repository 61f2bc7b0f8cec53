import type { World } from '../../worlds/world';
import type { ResultRow } from '../markets';

/** Result history for the chart pages, oldest first: one market's, or every market of a kind. */
export function createChartResults(world: World) {
  const ofMarket = world.db.prepare<[number], ResultRow>(
    'SELECT * FROM results WHERE market_id = ? ORDER BY date',
  );
  const ofKind = world.db.prepare<[string], ResultRow>(
    'SELECT r.* FROM results r JOIN markets m ON m.id = r.market_id WHERE m.kind = ? ORDER BY r.date',
  );
  return {
    ofMarket: (id: number): ResultRow[] => ofMarket.all(id),
    ofKind: (kind: string): ResultRow[] => ofKind.all(kind),
  };
}

export function chartResultsOf(world: World) {
  return world.service(createChartResults);
}
