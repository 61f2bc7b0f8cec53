/**
 * The build's inline scripts, each allowed by its hash in the Content-Security-Policy (csp.ts):
 * constants, so the policy is the same for every build.
 */
import { createHash } from 'node:crypto';
import { home } from './src/lib/paths.ts';
import { INSTALL_OFFER_GLOBAL } from './src/lib/install-offer-global.ts';
import { MONEY_FRAME_SCRIPT } from './src/lib/money-frame.ts';
import { CREDENTIALS_KEY } from './src/lib/storage.ts';
import { LANGUAGE_KEY, SOURCE_LANGUAGE } from './src/i18n/language-rule.ts';

/** The <template> in the built index.html that holds the pre-rendered signed-in frame. */
export const FRAME_TEMPLATE_ID = 'signed-in-frame';

const LANDING = new RegExp(`^/(${home.slice(1)}/?)?$`, 'i');

/**
 * index.html, run before the first paint: where a signed-in player lands (`/` and the home, with
 * credentials saved: app/router.tsx), the page shows the signed-in frame instead of the bare
 * loading state until React draws the screen. Storage that cannot be read leaves the loading state.
 */
export const FRAME_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(CREDENTIALS_KEY)})!==null&&${String(LANDING)}.test(location.pathname))` +
  `document.getElementById("root").innerHTML=document.getElementById("${FRAME_TEMPLATE_ID}").innerHTML}catch(e){}`;

/** The <template> of a pre-rendered page that holds its screen in the language `code`. */
export const languageTemplateId = (code: string) => `prerendered-${code}`;

/**
 * The pre-rendered pages, run right after their root (English) before the first paint: a player
 * who speaks another language sees the screen in it at once (issue 42). The language is picked as
 * `pickLanguage` picks it (src/i18n/language-rule.ts; language-script.test.ts holds the two to
 * the same answers): the saved choice, else the browser's first language the page has, else
 * English; a language the page has is one it holds a template of. The root then says which
 * language it shows (`data-language`), and the app hydrates it when it speaks the same; the
 * document takes that screen's title (the template's `data-title`).
 */
export const LANGUAGE_SCRIPT =
  `(function(){var root=document.getElementById("root"),has=function(c){return c===${JSON.stringify(SOURCE_LANGUAGE)}||` +
  `!!document.getElementById("${languageTemplateId('')}"+c)},code=${JSON.stringify(SOURCE_LANGUAGE)},saved=null;` +
  `try{saved=localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})}catch(e){}` +
  `if(saved&&has(saved))code=saved;else{var tags=navigator.languages||[navigator.language];` +
  `for(var i=0;i<tags.length;i++){var tag=String(tags[i]||"").toLowerCase().split("-")[0];if(tag&&has(tag)){code=tag;break}}}` +
  `if(code!==${JSON.stringify(SOURCE_LANGUAGE)}){var page=document.getElementById("${languageTemplateId('')}"+code),title=page.getAttribute("data-title");` +
  `root.innerHTML=page.innerHTML;root.setAttribute("data-language",code);document.documentElement.lang=code;if(title)document.title=title}})()`;

/** The pre-rendered pages name their entry in a <meta> of this id instead of a script tag. */
export const ENTRY_META_ID = 'app-entry';

/**
 * The pre-rendered pages: keeps the browser's offer to install the app (`beforeinstallprompt`),
 * which can come before the entry runs (src/lib/install-prompt.ts reads it); then loads and runs
 * the app's entry once the page has painted (a timeout
 * queued in an animation frame runs after that frame; a hidden tab, which draws no frames, starts
 * it after half a second). Left to a script tag, the browser would fetch the code alongside the
 * page and could run it before painting the screen it already has.
 */
export const START_SCRIPT =
  `addEventListener("beforeinstallprompt",function(e){window.${INSTALL_OFFER_GLOBAL}=e});` +
  `(function(){var started=0;function start(){if(started++)return;var s=document.createElement("script");` +
  `s.type="module";s.src=document.getElementById("${ENTRY_META_ID}").content;document.head.append(s)}` +
  `requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,500)})()`;

const sourceOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The policy's script sources for them, and for the script of the frames money calls are sent
 * from (src/lib/money-frame.ts): an `srcdoc` frame runs under the page's policy.
 */
export const INLINE_SCRIPT_SOURCES = [
  FRAME_SCRIPT,
  LANGUAGE_SCRIPT,
  START_SCRIPT,
  MONEY_FRAME_SCRIPT,
].map(sourceOf);
