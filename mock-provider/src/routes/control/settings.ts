import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  SettingsPatchSchema,
  SettingsSchema,
  patchSettings,
} from '../../domain/control/settings-patch';
import { FAILURES, ok, typedScope } from './typed-scope';

const TAGS = ['control: settings'];
const Answer = ok({ settings: SettingsSchema });

/** The provider's run-time settings: gateway, limits, withdraw window, texts, rates, bid checking. */
export function registerSettingsControl(app: FastifyInstance): void {
  typedScope(app, (scope) => {
    scope.get('/settings', {
      schema: { summary: 'Every setting', tags: TAGS, response: { 200: Answer } },
      handler: async (request) => ({
        status: true as const,
        settings: request.world.settings.all(),
      }),
    });

    scope.patch('/settings', {
      schema: {
        summary: 'Change any subset of the settings; object-valued ones merge part by part',
        tags: TAGS,
        body: SettingsPatchSchema,
        response: { 200: ok({ msg: Type.String(), settings: SettingsSchema }), ...FAILURES },
      },
      handler: async (request) => ({
        status: true as const,
        msg: 'Settings saved',
        settings: patchSettings(request.world, request.body as Record<string, unknown>),
      }),
    });
  });
}
