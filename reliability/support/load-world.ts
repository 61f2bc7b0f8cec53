/** The load's world: its clock, players and market, set up through the provider and its control plane. */
import { createControlClient } from '@panna/mock-provider/control-client';
import { formatBidDate } from '@panna/shared';
import { DEV_APP_KEY } from '@panna/mock-provider/rules';

export const ENVELOPE = { env_type: 'Prod', app_key: DEV_APP_KEY };

/** The load's clock: Monday 2024-07-01 11:00 India time, inside the withdraw window. */
export const LOAD_CLOCK = '2024-07-01T11:00:00+05:30';
export const LOAD_BID_DATE = formatBidDate('2024-07-01');
export const START_BALANCE = 3000;
/**
 * The points of the rows of a bid submission of `total`: 10, and the rest (unique per player, so
 * an acknowledged bid's rows can be found again). Each row has a wallet row of its own.
 */
export const bidRowPoints = (total: number): [number, number] => [10, total - 10];

export interface LoadPlayer {
  mobile: string;
  token: string;
}

export interface LoadWorld {
  base: string;
  players: LoadPlayer[];
  marketId: number;
}

const TIMEOUT_MS = 15_000;

/** The control plane of the provider at `base`. */
export const controlOf = (base: string) =>
  createControlClient({ baseUrl: base, timeoutMs: TIMEOUT_MS });

/** POSTs JSON; answers the parsed body, or throws when the server is gone. */
export async function post(
  base: string,
  path: string,
  body: unknown,
  method = 'POST',
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return (await response.json()) as Record<string, unknown>;
}

const must = (answer: Record<string, unknown>, what: string) => {
  if (answer.status !== true && answer.status !== 'true')
    throw new Error(`${what}: ${JSON.stringify(answer)}`);
  return answer;
};

/**
 * Sets a running provider up for the load, over HTTP only (the same for an in-process server and
 * a child process): the clock inside the withdraw window, a market open all day, `count` players
 * registered through the OTP flow, each credited START_BALANCE and with a UPI number saved.
 */
export async function setUpLoad(
  base: string,
  count: number,
  firstMobile = 9_100_000_000,
): Promise<LoadWorld> {
  const control = controlOf(base);
  await control.call('POST /clock', { set: LOAD_CLOCK, freeze: true });
  const { market } = await control.call('POST /markets', {
    kind: 'main',
    name: 'LOAD MAIN',
    open_time: '11:30 PM',
    close_time: '11:45 PM',
  });
  const players: LoadPlayer[] = [];
  for (let i = 0; i < count; i += 1) {
    const mobile = String(firstMobile + i);
    must(await post(base, '/api-check-mobile', { ...ENVELOPE, mobile }), 'otp');
    const registered = must(
      await post(base, '/api-user-registration', {
        ...ENVELOPE,
        name: `Load ${i}`,
        mobile,
        password: 'load-pass-1',
        email: 'email',
      }),
      'registration',
    );
    const token = String(registered.unique_token);
    await control.call('POST /players/:mobile/credit', {
      mobile,
      amount: START_BALANCE,
      note: 'Load funds',
    });
    must(
      await post(base, '/api-add-user-upi-details', {
        ...ENVELOPE,
        unique_token: token,
        upi_type: '2',
        google_pay_no: mobile,
      }),
      'upi',
    );
    players.push({ mobile, token });
  }
  return { base, players, marketId: market.id };
}
