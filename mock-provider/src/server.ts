import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = await buildApp({
  dbPath: config.dbPath,
  appKey: config.appKey,
  envType: config.envType,
  corsOrigins: config.corsOrigins,
  controlToken: config.controlToken,
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
  ].join('\n'),
);

await app.listen({ host: config.host, port: config.port });
console.log(`Provider:      http://${config.host}:${config.port}/`);
console.log(`Control plane: http://${config.host}:${config.port}/__sim/  (docs at /docs)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
