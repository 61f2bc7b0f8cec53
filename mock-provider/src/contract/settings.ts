import { Type } from 'typebox';
import type { Settings } from './default-settings';
import { SettingsPatchSchema, SettingsSchema } from './settings-schema';
import { ok, verbs } from './common';

/** A setting's value, or for an object-valued one any subset of its parts. */
type PartOf<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: PartOf<T[K]> }
    : T;

/** A PATCH /settings body: any subset of the settings QA may change. */
export type SettingsPatch = PartOf<Omit<Settings, 'autoResults'>>;

// The settings' own schemas (settings-schema.ts), typed as the values they check.
const AllSettings = Type.Unsafe<Settings>(SettingsSchema);
const Patch = Type.Unsafe<SettingsPatch>(SettingsPatchSchema);

/** The provider's run-time settings: gateway, limits, withdraw window, texts, rates, bid checking. */
export const SETTINGS_VERBS = verbs('control: settings', {
  'GET /settings': { summary: 'Every setting', answer: ok({ settings: AllSettings }) },
  'PATCH /settings': {
    summary: 'Change any subset of the settings; object-valued ones merge part by part',
    body: Patch,
    answer: ok({ msg: Type.String(), settings: AllSettings }),
  },
});
