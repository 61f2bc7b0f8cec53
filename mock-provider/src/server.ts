import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import type { Profile } from './contract/profiles';
import { ANDROID_KEY_KEPT, androidCanDecode } from './domain/player/app-key';
import { openFileLimit } from './worlds/file-budget';
import { loggerOptions } from './log-lines';
import { readTlsFiles } from './tls-files';
import { readyInfo, removeReadyFile, writeReadyFile } from './ready-file';

const PROFILE_SUMMARY: Record<Profile, string> = {
  real: 'answers as the real provider, its leniency included',
  strict: 'also refuses what the protocol forbids',
};

/**
 * What the settings say, or the start stops: a setting it cannot start with (ConfigError) ends it
 * with one line saying which and why, exit code 1, and no stack.
 */
function settingsOrStop() {
  try {
    const config = readConfig();
    return { config, tls: config.tls && readTlsFiles(config.tls) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const { config, tls } = settingsOrStop();
for (const warning of tls?.warnings ?? []) process.stderr.write(`Warning: ${warning}\n`);
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
  fastLane: config.fastLane,
  logger: loggerOptions(config.logFormat, process.env.LOG_LEVEL ?? 'info'),
  ...(tls && { tls: { cert: tls.cert, key: tls.key } }),
});
const scheme = config.tls ? 'https' : 'http';

console.log(
  [
    'Panna mock provider',
    `  PROVIDER_PORT=${config.port}  PROVIDER_HOST=${config.host}`,
    `  PROVIDER_DB=${config.dbPath}`,
    `  APP_KEY=${config.appKey}  ENV_TYPE=${config.envType}`,
    ...(androidCanDecode(config.appKey)
      ? []
      : [
          `  (api-get-app-key serves this APP_KEY as it is: Android apps that decode it, as Tara does, need ${ANDROID_KEY_KEPT} characters or more and only letters after the ${ANDROID_KEY_KEPT}th)`,
        ]),
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
    `  PROVIDER_TLS_CERT=${config.tls ? `${config.tls.cert}  PROVIDER_TLS_KEY=${config.tls.key}` : '(not set: HTTP)'}`,
    `  LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}  LOG_FORMAT=${config.logFormat}`,
    ...(config.readyFile ? [`  PROVIDER_READY_FILE=${config.readyFile}`] : []),
  ].join('\n'),
);

if (config.readyFile) removeReadyFile(config.readyFile);
await app.listen({ host: config.host, port: config.port });
// The port bound, which PROVIDER_PORT=0 leaves to the system.
const { port } = app.server.address() as { port: number };
const origin = `${scheme}://${config.host}:${port}`;
console.log(`Provider:      ${origin}/`);
console.log(`Control plane: ${origin}/__sim/`);
console.log(`OpenAPI docs:  ${origin}/docs  (JSON at /docs/json)`);
console.log(`QA console:    ${origin}/__sim/console/`);
if (config.readyFile) writeReadyFile(config.readyFile, readyInfo(scheme, config.host, port));

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  if (config.readyFile) removeReadyFile(config.readyFile);
  void app.close().then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
// Run by panna-sim (cli.ts) over a channel: when panna-sim ends, however (even killed outright),
// the channel closes and the server stops with it rather than run on without a parent.
process.once('disconnect', stop);
