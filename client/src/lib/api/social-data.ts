/**
 * api-get-social-data: the support numbers, fetched once per page load. Kept outside TanStack
 * Query on purpose: signed-out screens (login, register) show them and stay free of the query
 * library to keep /login small; the data never changes during a session.
 */
import type { SuccessOf } from '@panna/shared/protocol';
import { normaliseSupportNumber, telLink, whatsappLink } from '@panna/shared/support';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { callProvider } from '../provider-client';

type SocialData = SuccessOf<'api-get-social-data'>;

let data: SocialData | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts the one request (again only after a failure). */
export function loadSocialData(): Promise<void> {
  pending ??= callProvider('api-get-social-data', {}).then(
    (answer) => {
      data = answer;
      listeners.forEach((listener) => listener());
    },
    () => {
      pending = undefined; // Silent: placeholders stay until a later screen retries.
    },
  );
  return pending;
}

/** The numbers last answered, if any (kept with the player's saved data: lib/saved-queries.ts). */
export const socialDataNow = (): SocialData | undefined => data;

/** Shows saved numbers until (or unless) the server answers: offline, the last ones seen. */
export function restoreSocialData(saved: SocialData): void {
  if (data) return;
  data = saved;
  listeners.forEach((listener) => listener());
}

/** Forgets the numbers (tests). */
export function resetSocialData(): void {
  data = undefined;
  pending = undefined;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Stryker disable next-line ArrowFunction: a screen gone is not drawn again; this frees its listener.
  return () => listeners.delete(listener);
};

export interface SupportContacts {
  /** Chat (WhatsApp) number, digits only, or the placeholder. */
  chatNumber: string;
  /** Call number, digits only, or the placeholder. */
  callNumber: string;
  whatsappHref: string;
  telHref: string;
}

/** Normalised support numbers and links; placeholders until (or unless) the server answers. */
export function useSupportContacts(): SupportContacts {
  const social = useSyncExternalStore(
    subscribe,
    () => data,
    () => undefined,
  );
  // Stryker disable ArrayDeclaration: any unchanging list of dependencies asks once a mount.
  useEffect(() => {
    void loadSocialData();
  }, []);
  // Stryker restore ArrayDeclaration
  return useMemo(
    () => ({
      chatNumber: normaliseSupportNumber(social?.mobile_no),
      callNumber: normaliseSupportNumber(social?.mobile_1),
      whatsappHref: whatsappLink(social?.mobile_no),
      telHref: telLink(social?.mobile_1),
    }),
    [social],
  );
}
