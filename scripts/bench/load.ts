/** autocannon, as every provider figure uses it: 127.0.0.1, 30 connections, a bounded duration. */
import autocannon from 'autocannon';
import { cpuTimeMs } from './processes';

export const CONNECTIONS = 30;

export interface Load {
  /** Requests per second (mean over the run's seconds). */
  rps: number;
  p50: number;
  p99: number;
  /** Errors (timeouts included), non-2xx answers and answers other than the expected body. */
  failures: number;
  /** Answers received. */
  calls: number;
  /** The server's CPU time (user and system) per answer, in microseconds; NaN when not known. */
  cpuPerCall: number;
}

/**
 * POSTs `body` to `url` for `seconds`; every answer is expected to be `expect` byte for byte. The
 * server's process `pid`, when given, has its CPU time read before and after.
 */
export async function load(
  url: string,
  body: unknown,
  seconds: number,
  expect?: string,
  pid?: number,
): Promise<Load> {
  const cpuBefore = cpuTimeMs(pid);
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
    calls: result.requests.total,
    cpuPerCall: ((cpuTimeMs(pid) - cpuBefore) * 1000) / result.requests.total,
  };
}

/** The best of several runs of one target: the highest throughput, the lowest latencies and CPU. */
export function best(runs: readonly Load[]): Load {
  return {
    rps: Math.max(...runs.map((r) => r.rps)),
    p50: Math.min(...runs.map((r) => r.p50)),
    p99: Math.min(...runs.map((r) => r.p99)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
    calls: runs.reduce((sum, r) => sum + r.calls, 0),
    cpuPerCall: Math.min(...runs.map((r) => r.cpuPerCall)),
  };
}
