import type { FastifyInstance, FastifyReply } from 'fastify';
import { marketsOf } from '../../domain/markets';
import { galiChart, mainChart, starlineChart } from './charts';
import { html, page } from './html';
import { sliderSvg } from './slider';
import { PAGE_PATHS, absoluteUrl } from './urls';

const sendHtml = (reply: FastifyReply, body: string, code = 200) =>
  reply.code(code).type('text/html; charset=utf-8').send(body);

const notFound = (reply: FastifyReply, what: string) =>
  sendHtml(reply, page('Not found', html`<p class="empty">${what}</p>`), 404);

/**
 * The mock's own pages (plain GETs, not protocol endpoints, so no app key): the index, the chart
 * pages the market lists link to, and the slider images.
 */
export async function pageRoutes(app: FastifyInstance) {
  app.get('/', (request, reply) => {
    const url = (path: string) => absoluteUrl(request.raw, path);
    const main = marketsOf(request.world).list('main');
    const body = html`<p>
        A stateful simulator of the matka provider API. Every protocol endpoint is a
        <code>POST</code> with a JSON body; this is world <b>${request.world.name}</b>.
      </p>
      <nav>
        <a href="${url('/docs')}">API docs</a
        ><a href="${url(PAGE_PATHS.starlineChart)}">Starline chart</a
        ><a href="${url(PAGE_PATHS.galiChart)}">Gali chart</a>
      </nav>
      <table>
        <thead>
          <tr>
            <th>Market</th>
            <th colspan="2">Charts</th>
          </tr>
        </thead>
        <tbody>
          ${main.map(
            (m) =>
              html`<tr>
                <td>${m.name}</td>
                <td><a href="${url(PAGE_PATHS.jodiChart(m.id))}">Jodi</a></td>
                <td><a href="${url(PAGE_PATHS.panelChart(m.id))}">Panel</a></td>
              </tr>`,
          )}
        </tbody>
      </table>`;
    return sendHtml(reply, page('Panna mock provider', body));
  });

  app.get<{ Params: { id: string; style: string } }>('/charts/:id/:style', (request, reply) => {
    const { id, style } = request.params;
    const market = /^\d+$/.test(id) ? marketsOf(request.world).byId(Number(id)) : undefined;
    if (!market || market.kind !== 'main' || (style !== 'jodi' && style !== 'panel'))
      return notFound(reply, 'No such chart.');
    const links = {
      jodi: absoluteUrl(request.raw, PAGE_PATHS.jodiChart(market.id)),
      panel: absoluteUrl(request.raw, PAGE_PATHS.panelChart(market.id)),
    };
    return sendHtml(reply, mainChart(request.world, market, style, links));
  });

  app.get('/charts/starline', (request, reply) => sendHtml(reply, starlineChart(request.world)));
  app.get('/charts/gali', (request, reply) => sendHtml(reply, galiChart(request.world)));

  app.get<{ Params: { file: string } }>('/static/:file', (request, reply) => {
    const n = /^slider-(\d+)\.svg$/.exec(request.params.file)?.[1];
    const svg = n === undefined ? undefined : sliderSvg(Number(n));
    if (!svg) return notFound(reply, 'No such file.');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
