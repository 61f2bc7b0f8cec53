/** The auto-results tests' worlds: KALYAN, a Starline slot and a Gali market, and their results. */
import { addMarket, appTest, type TestApp } from '../../testing';

/** KALYAN (03:45-05:45 PM), a Starline slot at 11 AM and a Gali market at 11:30 PM in an app. */
async function world3(app: TestApp) {
  const world = app.worlds.get();
  const ids = {
    kalyan: addMarket(world, { name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }),
    star: addMarket(world, { kind: 'starline', name: 'STAR 11 AM', open: '11:00 AM' }),
    gali: addMarket(world, { kind: 'gali', name: 'GALI', open: '11:30 PM' }),
  };
  const sim = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await app.inject({ method, url: `/__sim${url}`, ...(payload ? { payload } : {}) })).json();
  return { app, world, ids, sim };
}

export const resultsOf = async (sim: World3['sim']) =>
  (
    (await sim('GET', '/results')).results as {
      game_id: number;
      date: string;
      open_pana: string | null;
      close_pana: string | null;
      jodi: string | null;
    }[]
  )
    .map(
      (r) =>
        `${r.date} #${r.game_id} ${r.open_pana ?? '-'}/${r.close_pana ?? '-'}/${r.jodi ?? '-'}`,
    )
    .sort();

type World3 = Awaited<ReturnType<typeof world3>>;

/** `world3()`: a new app with the three markets, and a control-plane caller. */
export const autoResultsTest = appTest.extend(
  'world3',
  ({ newApp }) =>
    async () =>
      world3(await newApp()),
);
