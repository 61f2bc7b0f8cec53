import { buildApp } from './app';
import { readConfig } from './config';
import type { Profile } from './domain/profile';
import { openFileLimit } from './worlds/file-budget';

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
  sandboxMax: config.sandboxMax,
  sandboxTtlHours: config.sandboxTtlHours,
  profile: config.profile,
  scenarioTimeLimitS: config.scenarioTimeLimitS,
  upstream: config.upstream,
  recordTo: config.record,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

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
    `  SANDBOX_MAX=${config.sandboxMax}  SANDBOX_TTL_HOURS=${config.sandboxTtlHours}  (${config.sandboxTtlHours > 0 ? 'idle sandboxes deleted after that much real time' : 'sandboxes kept until deleted'})`,
    `  client connections: ${Number.isFinite(app.server.maxConnections) ? `at most ${app.server.maxConnections} (from ulimit -n ${openFileLimit()})` : 'no limit'}`,
    `  PROVIDER_PROFILE=${config.profile}  (${PROFILE_SUMMARY[config.profile]})`,
    `  SCENARIO_TIME_LIMIT_S=${config.scenarioTimeLimitS}`,
    ...(config.upstream
      ? [
          `  PROVIDER_UPSTREAM=${config.upstream}  (a recording proxy: every provider call is forwarded)`,
          `  PROVIDER_RECORD=${config.record ?? '(not set: nothing recorded)'}`,
        ]
      : []),
  ].join('\n'),
);

await app.listen({ host: config.host, port: config.port });
console.log(`Provider:      http://${config.host}:${config.port}/`);
console.log(`Control plane: http://${config.host}:${config.port}/__sim/  (docs at /docs)`);
console.log(`QA console:    http://${config.host}:${config.port}/__sim/console/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
