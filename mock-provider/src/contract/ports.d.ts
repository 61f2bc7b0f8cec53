/** The ports the local stack listens on when nothing moves them (ports.js). */
export declare const DEFAULT_PORTS: {
  /** The simulator: its provider paths, /__sim and the QA console. */
  readonly simulator: 8787;
  /** The built app (`npm start`, `vite preview`). */
  readonly app: 4173;
  /** The app's dev server (`npm run dev`). */
  readonly appDev: 5173;
  /** The QA console's dev server (`npm run dev`). */
  readonly consoleDev: 5174;
};

/** The simulator at its default address on this machine: http://127.0.0.1:8787. */
export declare const DEFAULT_SIMULATOR_URL: 'http://127.0.0.1:8787';
