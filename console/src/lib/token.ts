/** The simulator's CONTROL_TOKEN, asked once and kept for the browser tab's session. */
const KEY = 'panna-console-control-token';

export const readToken = (): string | undefined => sessionStorage.getItem(KEY) ?? undefined;

export function saveToken(token: string): void {
  if (token) sessionStorage.setItem(KEY, token);
  else sessionStorage.removeItem(KEY);
}
