/** autocannon, as every provider figure uses it: 127.0.0.1, 30 connections, a bounded duration. */
import autocannon from 'autocannon';

export const CONNECTIONS = 30;

export interface Load {
  /** Requests per second (mean over the run's seconds). */
  rps: number;
  p50: number;
  p99: number;
  /** Errors (timeouts included), non-2xx answers and answers other than the expected body. */
  failures: number;
}

/** POSTs `body` to `url` for `seconds`; every answer is expected to be `expect` byte for byte. */
export async function load(
  url: string,
  body: unknown,
  seconds: number,
  expect?: string,
): Promise<Load> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: seconds,
    ...(expect === undefined ? {} : { expectBody: expect }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx + result.mismatches,
  };
}

/** The best of several runs of one target: the highest throughput, the lowest latencies. */
export function best(runs: readonly Load[]): Load {
  return {
    rps: Math.max(...runs.map((r) => r.rps)),
    p50: Math.min(...runs.map((r) => r.p50)),
    p99: Math.min(...runs.map((r) => r.p99)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  };
}
