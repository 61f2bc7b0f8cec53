import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
