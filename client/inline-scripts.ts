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
 * The <template> of a pre-rendered page holding the head's links that fetch something the first
 * paint does not need (the web app manifest, the icon): the start script adds them with the entry.
 */
export const AFTER_PAINT_ID = 'after-paint';

/**
 * The pre-rendered pages: keeps the browser's offer to install the app (`beforeinstallprompt`),
 * which can come before the entry runs (src/lib/install-prompt.ts reads it); then, once the
 * browser reports the page's first contentful paint, adds the links held back and loads and runs
 * the app's entry (where paint timing is missing: after the first frame; a hidden tab, which
 * paints nothing, starts after half a second). Left to the head, the browser would fetch the code,
 * the manifest and the icon alongside the page, and could run the code before painting the screen
 * it already has. Waiting for the paint's report, not for the frame, keeps every fetch after the
 * moment the screen is shown: a frame is drawn some time before it reaches the screen.
 */
export const START_SCRIPT =
  `addEventListener("beforeinstallprompt",function(e){window.${INSTALL_OFFER_GLOBAL}=e});` +
  `(function(){var started=0,d=document;function start(){if(started++)return;var later=d.getElementById("${AFTER_PAINT_ID}"),` +
  `s=d.createElement("script"),icon=d.querySelector("link[rel=icon]");if(icon)icon.remove();if(later)d.head.append(later.content);s.type="module";s.src=d.getElementById("${ENTRY_META_ID}").content;d.head.append(s)}` +
  `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)})` +
  `.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(start)})}setTimeout(start,500)})()`;

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
