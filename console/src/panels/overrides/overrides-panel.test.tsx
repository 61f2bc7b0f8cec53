import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlProvider, createConsoleQueryClient } from '../../lib/control';
import OverridesPanel from './overrides-panel';

/**
 * The simulator's refusals past its caps, in its words (OVERRIDE_MESSAGES and JSON_LIMIT_MESSAGES:
 * @panna/mock-provider/rules, which reads the file system and so cannot load in a page).
 */
const REFUSALS = {
  tooMany: 'This world has 100 active overrides, the most it keeps: remove one first',
  tooLarge:
    'answer is 65537 bytes as JSON, more than the 64 KiB (65536 bytes) an override may answer',
  tooDeep:
    'Invalid JSON body: nested deeper than 64 levels of arrays and objects, the most the simulator reads',
};

/** The simulator as the panel meets it: no overrides yet, and `refusal` for every addition. */
function simulatorRefusing(code: number, msg: string) {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const body = init?.method === 'POST' ? { status: false, msg } : { status: true, overrides: [] };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: init?.method === 'POST' ? code : 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  render(
    <QueryClientProvider client={createConsoleQueryClient()}>
      <ControlProvider location={{ sandbox: undefined, prefix: '', route: 'overrides' }}>
        <OverridesPanel />
      </ControlProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OverridesPanel', () => {
  it("shows a refusal past the overrides' count cap under the form", async () => {
    simulatorRefusing(409, REFUSALS.tooMany);
    fireEvent.click(screen.getByRole('button', { name: 'Add override' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSALS.tooMany);
  });

  it("shows a refusal past the answer's size cap beside the answer", async () => {
    simulatorRefusing(400, REFUSALS.tooLarge);
    fireEvent.click(screen.getByRole('button', { name: 'Add override' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSALS.tooLarge);
    expect(screen.getByLabelText('Answer (JSON)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal of an answer nested past the limit under the form', async () => {
    simulatorRefusing(400, REFUSALS.tooDeep);
    fireEvent.click(screen.getByRole('button', { name: 'Add override' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSALS.tooDeep);
  });
});
