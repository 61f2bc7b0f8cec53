/**
 * The ports the local stack listens on when nothing moves them (PROVIDER_PORT, CLIENT_PORT,
 * CONSOLE_PORT: docs/configuration.md), for every script, config and fixture that needs one.
 *
 * Plain JavaScript (typed by ports.d.ts): Vite's config loader reads a workspace package with
 * Node's own loader, which takes no TypeScript, and the Vite configs read these too.
 */
export const DEFAULT_PORTS = Object.freeze({
  /** The simulator: its provider paths, /__sim and the QA console. */
  simulator: 8787,
  /** The built app (`npm start`, `vite preview`). */
  app: 4173,
  /** The app's dev server (`npm run dev`). */
  appDev: 5173,
  /** The QA console's dev server (`npm run dev`). */
  consoleDev: 5174,
});

/** The simulator at its default address on this machine. */
export const DEFAULT_SIMULATOR_URL = `http://127.0.0.1:${DEFAULT_PORTS.simulator}`;
