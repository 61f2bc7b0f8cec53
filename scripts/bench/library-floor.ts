/**
 * The libraries' own floor under /imp's initial JavaScript: React and react-dom, react-router and
 * TanStack Query, built as the client builds them (client/lean-router.ts) into a page that renders
 * one polled query behind one route. Whatever the app adds to /imp comes on top of this, so a
 * budget below it cannot be met by the app's own code (docs/benchmarks.md, issue #45).
 */
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { leanRouterPlugin, reactRouterProduction } from '../../client/lean-router';
import { figure, type Figure } from './figures';
import { gzipSync } from 'node:zlib';

const ENTRY = 'virtual:library-floor';

/** The least a signed-in home needs of each library: a root, a route, a redirect, a polled query. */
const PAGE = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

function Home() {
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => fetch('/dashboard').then((r) => r.json()),
    refetchInterval: 5000,
  });
  const navigate = useNavigate();
  return h('button', { onClick: () => navigate('/single') }, useLocation().pathname, String(dashboard.data));
}
function Routes() {
  return useRoutes([
    { element: h(Outlet), children: [{ index: true, element: h(Navigate, { to: '/imp' }) }, { path: '/imp', element: h(Home) }] },
  ]);
}
createRoot(document.body).render(
  h(QueryClientProvider, { client: new QueryClient() }, h(BrowserRouter, null, h(Routes))),
);
`;

const page: Plugin = {
  name: 'library-floor-page',
  resolveId: (id) => (id === ENTRY ? ENTRY : null),
  load: (id) => (id === ENTRY ? PAGE : null),
};

export async function libraryFloorFigure(): Promise<Figure> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [page, react(), leanRouterPlugin()],
    resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] },
    build: {
      target: 'es2022',
      write: false,
      rolldownOptions: { input: ENTRY },
    },
  })) as Rolldown.RolldownOutput;
  const gzip = output.output
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
  return figure(
    'bytes: /imp libraries alone (React, router, TanStack Query) JS gzip',
    gzip / 1024,
    'KB',
  );
}
