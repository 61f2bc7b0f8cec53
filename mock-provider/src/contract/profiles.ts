/**
 * The provider profiles a world answers in: `real` as the real provider does, `strict` also
 * refusing what the protocol forbids (docs/profiles.md; the rules: domain/profile.ts).
 */
export const PROFILES = ['real', 'strict'] as const;
export type Profile = (typeof PROFILES)[number];

export const isProfile = (value: unknown): value is Profile =>
  typeof value === 'string' && (PROFILES as readonly string[]).includes(value);

/** The profile a process starts its worlds with: PROVIDER_PROFILE, `real` when unset. */
export const DEFAULT_PROFILE: Profile = 'real';
