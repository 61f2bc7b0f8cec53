/** What the installable app says about the network and new versions (one place for them). */
export const PWA_STRINGS = {
  offlineMarker: 'Offline — showing saved data',
  offlineTitle: 'You are offline',
  offlineHint:
    'This screen has not been saved on this device. Connect to the internet and try again.',
  tryAgain: 'Try again',
  updateReady: 'New version available',
  reload: 'Reload',
} as const;
