import { createHash } from 'node:crypto';
import { home } from './src/lib/paths';
import { CREDENTIALS_KEY } from './src/lib/storage';

/** The <template> in the built index.html that holds the pre-rendered signed-in frame. */
export const FRAME_TEMPLATE_ID = 'signed-in-frame';

const LANDING = new RegExp(`^/(${home.slice(1)}/?)?$`, 'i');

/**
 * The one inline script of the build (index.html, run before the first paint): where a signed-in
 * player lands (`/` and the home, with credentials saved: app/router.tsx), the page shows the
 * signed-in frame instead of the bare loading state until React draws the screen. Storage that
 * cannot be read leaves the loading state.
 */
export const FRAME_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(CREDENTIALS_KEY)})!==null&&${String(LANDING)}.test(location.pathname))` +
  `document.getElementById("root").innerHTML=document.getElementById("${FRAME_TEMPLATE_ID}").innerHTML}catch(e){}`;

/** The script's CSP source: the policy allows exactly this inline script (csp.ts). */
export const FRAME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FRAME_SCRIPT).digest('base64')}'`;
