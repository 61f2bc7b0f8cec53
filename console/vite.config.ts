import { DEFAULT_PORTS } from '@panna/mock-provider/ports';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** @panna/shared is pure by design (no DOM, no I/O): unused parts of it may be dropped. */
const isSharedSource = (id: string) => /[\\/]shared[\\/]src[\\/]/.test(id);

/** Where `npm run dev` serves the console with hot reload, and the simulator it drives. */
const DEV_PORT = Number(process.env.CONSOLE_PORT ?? DEFAULT_PORTS.consoleDev);
const SIMULATOR = `http://127.0.0.1:${process.env.PROVIDER_PORT ?? DEFAULT_PORTS.simulator}`;
const CONSOLE_BASE = '/__sim/console/';

/**
 * Dev only: a sandbox's console page (/s/{name}/__sim/console/{route}) is the same page as the
 * default world's; it reads the world from its own address.
 */
const sandboxPages = (): Plugin => ({
  name: 'panna-console-sandbox-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const path = request.url?.split('?')[0] ?? '';
      if (/^\/s\/[^/]+\/__sim\/console(\/[^.]*)?$/.test(path)) request.url = CONSOLE_BASE;
      next();
    });
  },
});

/**
 * Built, the console is served by the simulator under `/__sim/console/` and
 * `/s/{name}/__sim/console/`: asset URLs are relative, and the server sets the page's `<base href>`
 * to the path it answered. In dev, Vite serves it at the same paths and passes every other control
 * call to the simulator (same origin to the browser, so no CORS; the Host header is kept, which
 * the control plane's guard takes as its own origin).
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), sandboxPages()],
  base: command === 'serve' ? CONSOLE_BASE : './',
  server: {
    host: '127.0.0.1',
    port: DEV_PORT,
    strictPort: true,
    proxy: { '^/(s/[^/]+/)?__sim/(?!console(/|$))': { target: SIMULATOR, ws: false } },
  },
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
}));
