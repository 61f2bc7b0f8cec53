import { describe, expect } from 'vitest';
import { addMarket, addResult, routeTest } from '../../testing';
import { escapeHtml } from './html';

/** A GET of the mock's pages, its markup without the layout whitespace between tags. */
const it = routeTest.extend('get', ({ app }) => async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { ...response, body: response.body.replace(/>\s+</g, '><') };
});

describe('pages', () => {
  it('the jodi chart puts weeks in rows, marks red jodis and shows ** when none', async ({
    world,
    get,
  }) => {
    const id = addMarket(world, { name: 'KALYAN <NIGHT>' });
    addResult(world, id, '2024-06-24', { open_pana: '123', close_pana: '590' }); // Monday: jodi 64
    addResult(world, id, '2024-06-25', { open_pana: '550', close_pana: '500' }); // Tuesday: jodi 05, red
    addResult(world, id, '2024-07-01', { open_pana: '140' }); // today: open only
    const page = await get(`/charts/${id}/jodi`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('KALYAN &lt;NIGHT&gt; Jodi Chart');
    expect(page.body).not.toContain('<NIGHT>');
    const rows = page.body.split('<tr>').slice(2);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('24/06/2024<br />to<br />30/06/2024');
    expect(rows[0]).toContain(
      '<td class="jodi">64</td><td class="jodi red">05</td><td class="jodi">**</td>',
    );
    expect(rows[1]).toContain('<td class="jodi">5*</td>');
  });

  it('the panel chart shows open pana, jodi and close pana', async ({ world, get }) => {
    const id = addMarket(world, { name: 'KALYAN' });
    addResult(world, id, '2024-07-01', { open_pana: '123', close_pana: '590' });
    const page = await get(`/charts/${id}/panel`);
    expect(page.body).toContain(
      '<div class="pana">123</div><div class="jodi">64</div><div class="pana">590</div>',
    );
    expect(page.body).toContain(`/charts/${id}/jodi`);
  });

  it('the Starline chart lists slot results by date', async ({ world, get }) => {
    const id = addMarket(world, {
      kind: 'starline',
      name: 'KING STARLINE 10:00 AM',
      open: '10:00 AM',
    });
    addResult(world, id, '2024-06-30', { open_pana: '128' });
    const page = await get('/charts/starline');
    expect(page.body).toContain('<th title="KING STARLINE 10:00 AM">10:00 AM</th>');
    expect(page.body).toContain('30/06/2024');
    expect(page.body).toContain('<div class="pana">128</div><div class="jodi">1</div>');
  });

  it('the Gali chart lists jodis by date with red ones marked', async ({ world, get }) => {
    const a = addMarket(world, { kind: 'gali', name: 'GALI', open: '11:30 PM' });
    const b = addMarket(world, { kind: 'gali', name: 'DESAWAR', open: '05:00 AM' });
    addResult(world, a, '2024-06-30', { jodi: '16' });
    addResult(world, b, '2024-06-30', { jodi: '42' });
    const page = await get('/charts/gali');
    expect(page.body).toContain('<td class="jodi red">16</td><td class="jodi">42</td>');
  });

  it('answers 404 for an unknown market or style', async ({ world, get }) => {
    const id = addMarket(world, { kind: 'gali', name: 'GALI' });
    for (const url of [
      '/charts/999/jodi',
      `/charts/${id}/jodi`,
      '/charts/abc/panel',
      '/charts/1/other',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  it('serves the slider SVGs', async ({ get }) => {
    const svg = await get('/static/slider-2.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg /);
    expect((await get('/static/slider-9.svg')).statusCode).toBe(404);
  });

  it('the index names the server and links the docs and the charts, keeping the sandbox', async ({
    app,
    get,
  }) => {
    addMarket(app.worlds.get('qa'), { name: 'KALYAN' });
    const page = await get('/s/qa/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Panna mock provider');
    expect(page.body).toContain('href="http://localhost:80/s/qa/docs"');
    expect(page.body).toContain('href="http://localhost:80/s/qa/charts/1/jodi"');
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
