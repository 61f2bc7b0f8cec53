import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

type Router = ComponentType<{ children: ReactNode }>;

/** The app in the browser's router, or in a fixed location's when pre-rendered (prerender.tsx). */
export function App({ router: Router = BrowserRouter }: { router?: Router }) {
  return (
    <AppProviders>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}
