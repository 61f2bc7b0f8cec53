/**
 * What the app shows about the network and new versions, drawn over the React tree in plain DOM
 * (this code arrives after the first paint, and works whatever state the tree is in):
 * - offline on a screen the saved data completes: a marker, "Offline — showing saved data", in
 *   a bar above the page, which moves down for it (nothing under it);
 * - offline on any other screen: the offline screen, over the app, with "Try again";
 * - a new build waiting: "New version available" with "Reload".
 */
import { PWA_STRINGS } from './strings';
import './offline-layer.css';
import { translate } from '../../i18n/use-texts';

export interface OfflineLayer {
  /** Shows the update prompt; `reload` activates the new version (and reloads the page). */
  offerUpdate: (reload: () => void) => void;
  /** Draws again (the network, the path or the saved screens changed). */
  update: () => void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const node = element('button', 'btn btn--primary', label);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

function offlineScreen(): HTMLElement {
  const screen = element(
    'section',
    'offline-screen',
    element('h1', 'offline-screen__title', translate(PWA_STRINGS.offlineTitle)),
    element('p', 'offline-screen__hint', translate(PWA_STRINGS.offlineHint)),
    button(translate(PWA_STRINGS.tryAgain), () => window.location.reload()),
  );
  screen.setAttribute('role', 'alert');
  return screen;
}

function marker(): HTMLElement {
  const node = element('p', 'offline-marker', translate(PWA_STRINGS.offlineMarker));
  node.setAttribute('role', 'status');
  return node;
}

/** On the document's root while the marker shows (offline-layer.css makes room for it). */
export const MARKED_CLASS = 'is-offline';

/** Mounts the layer; `savedScreens` says which paths the saved data completes. */
export function mountOfflineLayer(savedScreens: () => ReadonlySet<string>): OfflineLayer {
  const root = element('div', 'pwa-layer');
  document.body.append(root);
  const app = document.getElementById('root');
  const screen = offlineScreen();
  const saved = marker();
  let prompt: HTMLElement | undefined;

  const update = () => {
    const offline = !navigator.onLine;
    const showScreen = offline && !savedScreens().has(window.location.pathname);
    const marked = offline && !showScreen;
    root.replaceChildren(
      ...(showScreen ? [screen] : marked ? [saved] : []),
      ...(prompt ? [prompt] : []),
    );
    // The marker is a bar of its own above the page, which moves down to make room for it.
    document.documentElement.classList.toggle(MARKED_CLASS, marked);
    // Behind the offline screen, the app is out of reach (and of screen readers).
    app?.toggleAttribute('inert', showScreen);
  };

  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  window.addEventListener('popstate', update);
  // In-app navigation (where the browser has the Navigation API): the path may have changed.
  (window as { navigation?: EventTarget }).navigation?.addEventListener('navigatesuccess', update);
  update();

  return {
    update,
    offerUpdate: (reload) => {
      prompt = element(
        'div',
        'update-prompt',
        element('span', '', translate(PWA_STRINGS.updateReady)),
      );
      prompt.append(button(translate(PWA_STRINGS.reload), reload));
      prompt.setAttribute('role', 'alert');
      update();
    },
  };
}
