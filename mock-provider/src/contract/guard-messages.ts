/** What the control plane's guard answers a caller it refuses (routes/control/guard.ts). */
export const GUARD_MESSAGES = {
  host: (host: string) =>
    `The control plane answers requests for loopback host names only (or CONTROL_HOSTS), not ${JSON.stringify(host.slice(0, 100))}`,
  origin: (origin: string) =>
    `Pages from ${JSON.stringify(origin.slice(0, 100))} may not call the control plane (CONTROL_ORIGINS)`,
  token: 'Control token required: Authorization: Bearer <token>',
  loopback: 'The control plane answers loopback callers only',
  json: 'The control plane takes JSON bodies only: send Content-Type: application/json',
} as const;
