import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { cspPlugin } from './csp';

/** @panna/shared is pure by design (no DOM, no I/O): unused parts of it may be dropped. */
const isSharedSource = (id: string) => /[\\/]shared[\\/]src[\\/]/.test(id);

export default defineConfig(({ mode }) => {
  // The build-time provider: the Content-Security-Policy's host unless config.json names another.
  const providerHost = loadEnv(mode, process.cwd(), 'VITE_').VITE_PROVIDER_HOST;
  return {
    plugins: [react(), cspPlugin(providerHost)],
    server: { host: '127.0.0.1', port: 5173 },
    build: {
      target: 'es2022',
      // Vite prints every chunk with its gzip size; keep that on.
      reportCompressedSize: true,
      sourcemap: process.env.SOURCEMAP === '1',
      // Every route is its own lazy chunk already; no manual chunking needed.
      chunkSizeWarningLimit: 300, // the entry is mostly react-dom (~210 kB raw, ~65 kB gzip)
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: (id: string) => !isSharedSource(id),
        },
      },
    },
  };
});
