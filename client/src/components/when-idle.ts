/**
 * Runs `task` once the page has loaded (and then `settleMs` more have passed) and the main thread
 * is idle: for code that no first paint needs. Returns a cancel function.
 */
export function whenIdle(task: () => void, settleMs = 0): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 1);
      cancel = () => window.clearTimeout(id);
    }
  };
  const loaded = () => {
    if (settleMs === 0) return schedule();
    const id = window.setTimeout(schedule, settleMs);
    cancel = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') {
    loaded();
  } else {
    window.addEventListener('load', loaded, { once: true });
    cancel = () => window.removeEventListener('load', loaded);
  }
  return () => cancel();
}

/**
 * As `whenIdle`, 2.5 s after the load: for work whose one long task (a module evaluated, the
 * routes drawn again, style sheets added) would hold back a player's first tap, which on a slow
 * phone often follows the first screen at once (issue 42: the side menu's first open; at 1 s its
 * median on a CPU slowed 4x was 196 to 238 ms, spread 97 to 410; at 2.5 s, 186, spread 122 to 222).
 */
export const whenSettled = (task: () => void) => whenIdle(task, 2500);
