import { isDateKey, parseClockTime } from '@panna/shared';
import { Value } from 'typebox/value';
import type { World } from '../../worlds/world';
import { badRequest } from '../../contract/control-error';
import type { Settings } from '../settings';
import { SETTABLE, SettableSchema } from '../../contract/settings-schema';
import { settingsOf } from '../settings';

export const SETTINGS_MESSAGES = {
  unknown: (keys: string[]) => `Unknown setting${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`,
  autoResults: 'autoResults is set through POST /__sim/auto-results',
  badTime: (key: string, text: string) =>
    `${key} must be a 12-hour time like "10:00 AM", not "${text}"`,
  minOverMax: (min: string, max: string, a: number, b: number) =>
    `${min} (${a}) must not exceed ${max} (${b})`,
  badDate: (key: string, text: string) => `${key} must be a real date (YYYY-MM-DD), not ${text}`,
} as const;

// Stryker disable next-line ConditionalExpression: the patch's schema refuses null, and no setting holds one.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; anything else (numbers, texts, arrays, rate pairs) is replaced. */
function mergeDeep(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) merged[key] = mergeDeep(base[key], value);
  return merged;
}

/** Refusals the schema cannot express: clock texts, dates, each minimum within its maximum. */
function checkMeaning(settings: Settings): void {
  const appDate = settings.appVersion.app_date;
  if (appDate && !isDateKey(appDate))
    throw badRequest(SETTINGS_MESSAGES.badDate('appVersion.app_date', appDate));
  for (const key of ['withdrawOpenTime', 'withdrawCloseTime'] as const) {
    if (parseClockTime(settings[key]) === undefined)
      throw badRequest(SETTINGS_MESSAGES.badTime(key, settings[key]));
  }
  for (const kind of ['Deposit', 'Withdrawal', 'Transfer'] as const) {
    const min = settings[`min${kind}`];
    const max = settings[`max${kind}`];
    if (min > max)
      throw badRequest(SETTINGS_MESSAGES.minOverMax(`min${kind}`, `max${kind}`, min, max));
  }
}

/**
 * Applies a PATCH (already checked against SettingsPatchSchema): refuses unknown keys by name,
 * merges objects part by part, checks the result whole and stores only the keys sent.
 */
export function patchSettings(world: World, patch: Record<string, unknown>): Settings {
  if ('autoResults' in patch) throw badRequest(SETTINGS_MESSAGES.autoResults);
  const unknown = Object.keys(patch).filter((key) => !Object.hasOwn(SETTABLE, key));
  if (unknown.length) throw badRequest(SETTINGS_MESSAGES.unknown(unknown));

  const current = settingsOf(world).all();
  const changed = Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [
      key,
      mergeDeep(current[key as keyof Settings], value),
    ]),
  );
  const next = { ...current, ...changed } as Settings;
  const [problem] = Value.Errors(SettableSchema, next);
  if (problem)
    throw badRequest(
      // Stryker disable next-line Regex: the path always starts with its one leading slash.
      `${problem.instancePath.replace(/^\//, '').replaceAll('/', '.')} ${problem.message}`,
    );
  checkMeaning(next);
  return settingsOf(world).update(changed as Partial<Settings>);
}
