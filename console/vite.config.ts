import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** @panna/shared is pure by design (no DOM, no I/O): unused parts of it may be dropped. */
const isSharedSource = (id: string) => /[\\/]shared[\\/]src[\\/]/.test(id);

/**
 * The console is served by the simulator under `/__sim/console/` and `/s/{name}/__sim/console/`:
 * asset URLs are relative, and the server sets the page's `<base href>` to the path it answered.
 */
export default defineConfig({
  plugins: [react()],
  base: './',
  server: { host: '127.0.0.1', port: 5174 },
  build: {
    target: 'es2022',
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
      treeshake: { moduleSideEffects: (id: string) => !isSharedSource(id) },
    },
  },
});
