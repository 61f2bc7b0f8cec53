/**
 * The typed client of the simulator's control plane (/__sim), for scripts, tests and pages:
 *
 *   const sim = createControlClient({ baseUrl: 'http://127.0.0.1:8787/s/alice' });
 *   await sim.call('POST /clock', { set: '2024-07-01T15:00:00+05:30', freeze: true });
 *   const { player } = await sim.call('GET /players/:mobile', { mobile: '9876543210' });
 */
export {
  ControlCallError,
  createControlClient,
  type ControlClient,
  type ControlClientOptions,
} from './client';
export type { ControlAnswer, ControlInput, ControlVerb, SettingsPatch } from './types';
