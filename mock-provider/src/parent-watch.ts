/**
 * Whether the process that started this one is still there. No event says when a parent ends, so
 * it is polled: on Linux and macOS an orphan is handed to another parent (its ppid changes); on
 * Windows the ppid stays, and the old parent stops answering signal 0.
 */

/** Whether `pid` runs: signal 0 is delivered, or refused for want of permission. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Calls `onGone` once, when the parent this process had at the call has ended; every `intervalMs`
 * a check that keeps nothing alive (the timer is unref'd). Answers a function that stops watching.
 */
export function watchParent(onGone: () => void, intervalMs = 250): () => void {
  const parent = process.ppid;
  // 0: a parent outside this process's namespace; 1: init, which does not end before it.
  if (parent <= 1) return () => undefined;
  const timer = setInterval(() => {
    if (process.ppid === parent && running(parent)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
