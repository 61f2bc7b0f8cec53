import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { ControlProvider, createConsoleQueryClient } from '../lib/control';
import { readLocation } from '../lib/location';
import { ClockReadout } from './clock-readout';
import { NavLink } from './nav-link';
import { PANELS, panelOf } from './panels';
import { RecordButton } from './recorder';
import { SandboxSwitcher } from './sandbox-switcher';
import { TokenGate } from './token-gate';
import { useRoute } from './use-route';

/** The world is fixed for the page: switching sandboxes loads the console at the other path. */
const location = readLocation(window.location.pathname);

export function App() {
  const [queries] = useState(createConsoleQueryClient);
  return (
    <QueryClientProvider client={queries}>
      <ControlProvider location={location}>
        <Shell />
      </ControlProvider>
    </QueryClientProvider>
  );
}

function Shell() {
  const { route } = useRoute();
  const { panel, rest } = panelOf(route);
  return (
    <div className="shell">
      <header className="shell__header">
        <p className="shell__brand">Panna QA console</p>
        <SandboxSwitcher current={location.sandbox} route={panel.route} />
        <ClockReadout />
        <RecordButton />
      </header>
      <nav className="shell__nav" aria-label="Panels">
        <ul>
          {PANELS.map((p) => (
            <li key={p.route}>
              <NavLink route={p.route} current={p.route === panel.route}>
                {p.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="shell__main">
        <TokenGate />
        <h1>{panel.title}</h1>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <panel.View rest={rest} />
        </Suspense>
      </main>
    </div>
  );
}
