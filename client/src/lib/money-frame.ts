/**
 * The script of the frame money calls are sent from (money-transport.ts). A constant, so that the
 * Content-Security-Policy allows it by its hash (inline-scripts.ts); no other inline script runs.
 *
 * Each message from its parent, `{id, url, body}`, is posted as text/plain (a simple request: no
 * preflight that would open the connection before the call and leave it to be reused) and
 * answered `{id, text}` with the answer's text, or `{id, lost: true}` when none came whole.
 */
export const MONEY_FRAME_SCRIPT =
  `addEventListener("message",function(e){if(e.source!==parent)return;var d=e.data;` +
  `fetch(d.url,{method:"POST",headers:{"Content-Type":"text/plain"},body:d.body,` +
  `credentials:"omit",cache:"no-store",referrerPolicy:"no-referrer"})` +
  `.then(function(r){return r.text()}).then(function(t){parent.postMessage({id:d.id,text:t},"*")},` +
  `function(){parent.postMessage({id:d.id,lost:true},"*")})})`;
