import type { RatePair } from '@panna/shared';
import type { Db } from '../db/connection';
import type { World, WorldDefaults } from '../worlds/world';
import { DEFAULT_SETTINGS, type SettingKey, type Settings } from '../contract/default-settings';
import { DEFAULT_PROFILE, type Profile } from '../contract/profiles';
import { PROFILE_RULES, type ProfileRules } from './profile';

// What the app gives every world (worlds/world.ts knows no domain module, so it is declared here).
declare module '../worlds/world' {
  interface WorldDefaults {
    /** The profile of a world until one is set for it (PROVIDER_PROFILE; default `real`). */
    profile?: Profile;
  }
}

/** A rate pair as the protocol carries it: stake `val_1`, paid `val_2` ("10 ka 95"). */
export type { RatePair, Settings };

/** The settings in `db`; unset keys take the defaults, with the world's default profile. */
export function createSettings(db: Db, worldDefaults: WorldDefaults) {
  const defaults: Settings = {
    ...DEFAULT_SETTINGS,
    profile: worldDefaults.profile ?? DEFAULT_PROFILE,
  };
  const read = db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings');
  const write = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  let cache: Settings | undefined;

  const all = (): Settings => {
    // Stryker disable next-line ConditionalExpression: reading the rows every time answers the same; the cache spares the read.
    if (!cache) {
      const stored = Object.fromEntries(
        read.all().map((row) => [row.key, JSON.parse(row.value) as unknown]),
      );
      cache = { ...defaults, ...stored } as Settings;
    }
    return cache;
  };

  return {
    all,
    get<K extends SettingKey>(key: K): Settings[K] {
      return all()[key];
    },
    /** Stores the given keys (unknown keys are the caller's to refuse). */
    update(patch: Partial<Settings>): Settings {
      db.transaction(() => {
        for (const [key, value] of Object.entries(patch)) write.run(key, JSON.stringify(value));
      })();
      cache = undefined;
      return all();
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettings>;

const settingsService = (world: World) => createSettings(world.db, world.defaults);
export function settingsOf(world: World): SettingsStore {
  return world.service(settingsService);
}

/** The rules of the world's profile (a setting: `PATCH /__sim/settings {"profile": ...}`). */
export const profileRules = (world: World): ProfileRules =>
  PROFILE_RULES[settingsOf(world).get('profile')];
