import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlProvider, createConsoleQueryClient } from '../../lib/control';
import { RunScenario } from './run-scenario';

function renderRunScenario() {
  render(
    <QueryClientProvider client={createConsoleQueryClient()}>
      <ControlProvider location={{ sandbox: undefined, prefix: '', route: 'scenarios' }}>
        <RunScenario />
      </ControlProvider>
    </QueryClientProvider>,
  );
}

/** A picked file whose reading gives `read` (jsdom's File has no text()). */
const fileReading = (name: string, read: () => Promise<string>) =>
  Object.assign(new File([], name), { text: read });

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Or pick a file'), { target: { files: [file] } });

describe('RunScenario', () => {
  it('puts a picked file in the text box', async () => {
    renderRunScenario();
    pick(fileReading('picked.yaml', () => Promise.resolve('name: picked\nsteps: []\n')));
    expect(await screen.findByDisplayValue(/name: picked/)).toBeInTheDocument();
  });

  it('says so when a picked file cannot be read, and keeps the text box as it was', async () => {
    renderRunScenario();
    pick(
      fileReading('gone.yaml', () =>
        Promise.reject(new DOMException('The file was removed', 'NotFoundError')),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('gone.yaml could not be read.');
    expect(screen.getByLabelText('Scenario (YAML)')).toHaveValue('');
  });

  it('sends Start at with the run, and lists what the end state differs by', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      const answer = {
        status: true,
        name: 'Recorded in sandbox day',
        ok: false,
        steps: [{ number: 1, step: 'clock advance=1h', ok: true, detail: '' }],
        end_state: {
          matched: false,
          differences: ['p9000000701 balance: expected 1850, found 1400'],
        },
      };
      return Promise.resolve(
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      );
    });
    renderRunScenario();
    fireEvent.change(screen.getByLabelText('Scenario (YAML)'), {
      target: { value: 'name: day\nsteps: [{ clock: { advance: 1h } }]' },
    });
    fireEvent.change(screen.getByLabelText('Start at (optional)'), {
      target: { value: ' 2025-03-09T22:10:00+05:30 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run scenario' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recorded in sandbox day: all 1 steps passed, end state: 1 difference',
    );
    expect(sent).toEqual([
      {
        scenario: 'name: day\nsteps: [{ clock: { advance: 1h } }]',
        at: '2025-03-09T22:10:00+05:30',
      },
    ]);
    expect(screen.getByRole('list', { name: 'End state differences' })).toHaveTextContent(
      'p9000000701 balance: expected 1850, found 1400',
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
