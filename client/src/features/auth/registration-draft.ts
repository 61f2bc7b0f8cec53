/**
 * The registration draft between /r and /otpregister. Memory only (spec 1 section 3): never in
 * storage or in history state, so the password is gone on reload.
 */
export interface RegistrationDraft {
  username: string;
  phone: string;
  password: string;
  /** The code from api-check-mobile or the latest resend. */
  otp: number;
}

let draft: RegistrationDraft | null = null;

export const getRegistrationDraft = (): RegistrationDraft | null => draft;

export function setRegistrationDraft(next: RegistrationDraft): void {
  draft = next;
}

export function updateDraftOtp(otp: number): void {
  if (draft) draft = { ...draft, otp };
}

export function clearRegistrationDraft(): void {
  draft = null;
}
