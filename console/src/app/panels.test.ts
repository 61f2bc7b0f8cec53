import { describe, expect, it } from 'vitest';
import { PANEL_ROUTES } from './panel-routes';
import { PANELS, panelOf } from './panels';

describe('the console panels', () => {
  it('are the exported route list, in its order, each with a title', () => {
    expect(PANELS.map((p) => p.route)).toEqual([...PANEL_ROUTES]);
    for (const panel of PANELS) expect(panel.title).not.toBe('');
  });

  it('open by the first segment of the route; anything else opens the first panel', () => {
    expect(panelOf('players/9876543210')).toMatchObject({
      panel: { route: 'players' },
      rest: '9876543210',
    });
    expect(panelOf('nowhere/x')).toMatchObject({ panel: { route: 'clock' }, rest: '' });
    expect(panelOf('')).toMatchObject({ panel: { route: 'clock' }, rest: '' });
  });
});
