/**
 * A login flood (issue 27): the dashboard's p99 while 30 wrong-password logins are in flight at
 * every moment, against its p99 with none, in one run of one provider process. Password hashes
 * run off the event loop, so a player's dashboard must not wait on anyone's hashing. The logins
 * are sent as text/plain, as any web page can send them without asking.
 */
import { Agent, request } from 'node:http';
import { removeDb, smallDb, DEMO_MOBILE } from './databases';
import { atMost, figure, type Figure } from './figures';
import { startProvider } from './processes';
import { bodyOf, ENVELOPE } from './requests';

/** Logins in flight during the flood: each one answered is sent again at once. */
export const FLOOD = 30;

export interface LoginOptions {
  /** Dashboard calls measured in each phase, one after another (as one player polls). */
  calls: number;
  /** The most the dashboard's p99 may grow under the flood (flood p99 / quiet p99). */
  budget: number;
}

/** POSTs `body` and resolves when the whole answer is in, with its status. */
function post(url: string, agent: Agent, body: string, type: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: 'POST', agent, headers: { 'content-type': type } });
    call.once('error', reject);
    call.once('response', (response) => {
      response.resume();
      response.once('error', reject);
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    call.end(body);
  });
}

const p99 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
};

export async function loginFigures(
  { calls, budget }: LoginOptions,
  log: (line: string) => void,
): Promise<Figure[]> {
  const db = smallDb();
  const server = await startProvider(db.path);
  const dashboardAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const floodAgent = new Agent({ keepAlive: true, maxSockets: FLOOD });
  let flooding = false;
  try {
    const dashboard = JSON.stringify(bodyOf('api-get-dashboard-data', db));
    const dashboardUrl = `${server.url}/api-get-dashboard-data`;
    /** `count` dashboard calls one after another: each one's time, in ms. */
    const poll = async (count: number): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        const status = await post(dashboardUrl, dashboardAgent, dashboard, 'application/json');
        times.push(performance.now() - started);
        if (status !== 200) throw new Error(`the dashboard answered ${status}`);
      }
      return times;
    };

    const wrongLogin = JSON.stringify({ ...ENVELOPE, mobile: DEMO_MOBILE, password: 'wrong' });
    let loginsAnswered = 0;
    const sender = async () => {
      while (flooding) {
        await post(`${server.url}/api-user-login`, floodAgent, wrongLogin, 'text/plain');
        loginsAnswered += 1;
      }
    };

    await poll(Math.min(calls, 200)); // warm-up: statements prepared, code compiled
    const quiet = p99(await poll(calls));
    flooding = true;
    // Stopped with the provider, the last logins still in flight: their answers are not needed.
    void Promise.allSettled(Array.from({ length: FLOOD }, sender));
    // Measured from the first login answered on: by then the hashes queue.
    while (loginsAnswered === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const answeredBefore = loginsAnswered;
    const flooded = p99(await poll(calls));
    const loginRate = ((loginsAnswered - answeredBefore) * 1000) / (performance.now() - started);
    flooding = false;
    log(
      `  dashboard p99 ${quiet.toFixed(2)} ms quiet, ${flooded.toFixed(2)} ms with ${FLOOD} logins in flight (${loginRate.toFixed(1)} logins answered a second)`,
    );
    return [
      figure('login flood: dashboard p99, no logins', quiet, 'ms'),
      figure(`login flood: dashboard p99, ${FLOOD} logins in flight`, flooded, 'ms'),
      figure('login flood: p99 with logins / without', flooded / quiet, 'ratio', atMost(budget)),
      figure('login flood: wrong logins answered', loginRate, 'per s'),
    ];
  } finally {
    flooding = false;
    dashboardAgent.destroy();
    floodAgent.destroy();
    await server.stop();
    removeDb(db.path);
  }
}
