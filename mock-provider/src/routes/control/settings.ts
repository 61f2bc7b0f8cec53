import type { FastifyInstance } from 'fastify';
import { patchSettings } from '../../domain/control/settings-patch';
import { defineVerb } from './define-verb';
import { settingsOf } from '../../domain/settings';

/** The provider's run-time settings: gateway, limits, withdraw window, texts, rates, bid checking. */
export function registerSettingsControl(app: FastifyInstance): void {
  defineVerb(app, 'GET /settings', async (request) => ({
    status: true as const,
    settings: settingsOf(request.world).all(),
  }));

  defineVerb(app, 'PATCH /settings', async (request) => ({
    status: true as const,
    msg: 'Settings saved',
    settings: patchSettings(request.world, request.body as Record<string, unknown>),
  }));
}
