/**
 * Every toast goes through these helpers so that the spec's positions and durations live in one
 * place: account screens top-right 5000 ms draggable; bid screens top-right 3000 ms coloured and
 * closable; the bid-placed confirmation top-center 3000 ms. "Top" is below the header
 * (toast-host.css), so the title and the wallet stay in sight.
 *
 * react-toastify is loaded on the first toast (it is not needed to show a screen); toasts raised
 * before its container mounts are queued by the library and shown once it does.
 */
import { useEffect } from 'react';
import type { Id, ToastOptions } from 'react-toastify';
import { loadLibrary, toastHostWanted } from './toast-library';
import { msg, translateRule } from '../i18n/use-texts';

const ACCOUNT: ToastOptions = { position: 'top-right', autoClose: 5000, draggable: true };
const BID: ToastOptions = {
  position: 'top-right',
  autoClose: 3000,
  theme: 'colored',
  closeButton: true,
};
const BID_PLACED: ToastOptions = { ...BID, position: 'top-center' };

/** The bid-success text (spec 1 section 8). */
export const BID_PLACED_MESSAGE = msg('Bid placed successfully!');

/** Container defaults: the account style. */
export const TOAST_CONTAINER_DEFAULTS = ACCOUNT;

type Kind = 'success' | 'error' | 'info';

/**
 * One message at a time, the newest: toasts never pile up over the screen. A text the catalogue
 * knows (the app's own, shared's rules) is shown in the player's language; the provider's `msg`,
 * which it does not know, as it comes.
 */
const show = (kind: Kind, message: string, options: ToastOptions, answersForm = false) =>
  void loadLibrary().then(({ toast }) => {
    toast.dismiss();
    const id = toast[kind](translateRule(message), options);
    formAnswer = answersForm ? id : undefined;
  });

/** The toast on screen, when it answers the form of the screen it was raised on. */
let formAnswer: Id | undefined;

const kinds = (options: ToastOptions) => ({
  success: (message: string) => show('success', message, options),
  error: (message: string) => show('error', message, options),
  info: (message: string) => show('info', message, options),
});

/** Account and general screens. */
export const toastAccount = kinds(ACCOUNT);

/**
 * An account screen's answer to its own form (a wrong password, a number already registered, a
 * code that could not be sent): it belongs to that screen, and goes when the player leaves it,
 * signing in included (`useFormAnswersGo`), rather than covering the screen they land on.
 */
export const toastFormAnswer = {
  error: (message: string) => show('error', message, ACCOUNT, true),
};

/** Takes the screen's form answer (toastFormAnswer) away when the screen goes. */
export function useFormAnswersGo(): void {
  useEffect(
    () => () => {
      if (!toastHostWanted()) return; // no toast was ever raised
      void loadLibrary().then(({ toast }) => {
        if (formAnswer !== undefined) toast.dismiss(formAnswer);
        formAnswer = undefined;
      });
    },
    [],
  );
}

/** Bid-entry screens (validation and failures). */
export const toastBid = kinds(BID);

/** 'Bid placed successfully!' at the top centre. */
export const toastBidPlaced = () => show('success', BID_PLACED_MESSAGE, BID_PLACED);
