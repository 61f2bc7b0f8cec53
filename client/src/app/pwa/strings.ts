import { msg } from '../../i18n/use-texts';

/** What the installable app says about the network and new versions (catalogue ids). */
export const PWA_STRINGS = {
  offlineMarker: msg('Offline — showing saved data'),
  offlineTitle: msg('You are offline'),
  offlineHint: msg(
    'This screen has not been saved on this device. Connect to the internet and try again.',
  ),
  tryAgain: msg('Try again'),
  updateReady: msg('New version available'),
  reload: msg('Reload'),
} as const;
