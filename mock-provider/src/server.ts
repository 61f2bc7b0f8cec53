import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { readConfig } from './config';
import type { Profile } from './domain/profile';
import { loggerOptions } from './log-lines';

const PROFILE_SUMMARY: Record<Profile, string> = {
  real: 'answers as the real provider, its leniency included',
  strict: 'also refuses what the protocol forbids',
};

const config = readConfig();
const WILDCARD = new Set(['0.0.0.0', '::', '']);
const app = await buildApp({
  dbPath: config.dbPath,
  appKey: config.appKey,
  envType: config.envType,
  corsOrigins: config.corsOrigins,
  controlToken: config.controlToken,
  controlOrigins: config.controlOrigins,
  // A server told to listen on one address is called by that name too.
  controlHosts: [...config.controlHosts, ...(WILDCARD.has(config.host) ? [] : [config.host])],
  sandboxLimit: config.sandboxLimit,
  profile: config.profile,
  logger: loggerOptions(config.logFormat, process.env.LOG_LEVEL ?? 'info'),
  ...(config.tls && {
    tls: { cert: readFileSync(config.tls.cert), key: readFileSync(config.tls.key) },
  }),
});
const scheme = config.tls ? 'https' : 'http';

console.log(
  [
    'Panna mock provider',
    `  PROVIDER_PORT=${config.port}  PROVIDER_HOST=${config.host}`,
    `  PROVIDER_DB=${config.dbPath}`,
    `  APP_KEY=${config.appKey}  ENV_TYPE=${config.envType}`,
    `  CORS_ORIGINS=${config.corsOrigins === '*' ? '*' : config.corsOrigins.join(',')}`,
    `  CONTROL_TOKEN=${config.controlToken ? '(set)' : '(not set)'}`,
    `  CONTROL_ORIGINS=${config.controlOrigins.join(',') || '(none)'}  CONTROL_HOSTS=${config.controlHosts.join(',') || '(loopback only)'}`,
    `  SANDBOX_LIMIT=${config.sandboxLimit}${app.worlds.openLimit < config.sandboxLimit ? ` (${app.worlds.openLimit} with this process's open-file limit)` : ''}`,
    `  PROVIDER_PROFILE=${config.profile}  (${PROFILE_SUMMARY[config.profile]})`,
    `  PROVIDER_TLS_CERT=${config.tls ? `${config.tls.cert}  PROVIDER_TLS_KEY=${config.tls.key}` : '(not set: HTTP)'}`,
    `  LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}  LOG_FORMAT=${config.logFormat}`,
  ].join('\n'),
);

await app.listen({ host: config.host, port: config.port });
// The port bound, which PROVIDER_PORT=0 leaves to the system.
const { port } = app.server.address() as { port: number };
const origin = `${scheme}://${config.host}:${port}`;
console.log(`Provider:      ${origin}/`);
console.log(`Control plane: ${origin}/__sim/`);
console.log(`OpenAPI docs:  ${origin}/docs  (JSON at /docs/json)`);
console.log(`QA console:    ${origin}/__sim/console/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
