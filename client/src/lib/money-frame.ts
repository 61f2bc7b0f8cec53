/**
 * The script of the frame a money call is sent from (money-transport.ts). A constant, so that the
 * Content-Security-Policy allows it by its hash (inline-scripts.ts); no other inline script runs.
 *
 * It takes one message from its parent, `{url, body}`, posts the body as text/plain (a simple
 * request: no preflight that would open the connection before the call and leave it to be
 * reused), and answers `{text}` with the answer's text, or `{lost: true}` when none came whole.
 */
export const MONEY_FRAME_SCRIPT =
  `addEventListener("message",function(e){if(e.source!==parent)return;` +
  `fetch(e.data.url,{method:"POST",headers:{"Content-Type":"text/plain"},body:e.data.body,` +
  `credentials:"omit",cache:"no-store",referrerPolicy:"no-referrer"})` +
  `.then(function(r){return r.text()}).then(function(t){parent.postMessage({text:t},"*")},` +
  `function(){parent.postMessage({lost:true},"*")})},{once:true})`;
