/** A pre-rendered screen keeps its controls off until React has taken the page over. */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Submit() {
  return <button disabled={!useHydrated()}>SUBMIT</button>;
}

it('is false in the pre-rendered page, true once React draws it, and leaves cleanly', () => {
  expect(renderToString(<Submit />)).toContain('disabled');
  const view = render(<Submit />);
  expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  expect(() => view.unmount()).not.toThrow();
});
