import { failureText, useControlAction, useControlQuery } from '../lib/control';

/**
 * The header's Record / Stop switch. The simulator records (POST /__sim/recording): every change
 * to this world, whatever makes it (this console, a player's app, a script), until Stop; the
 * Scenarios panel shows the file.
 */
export function RecordButton() {
  const status = useControlQuery('GET /recording', undefined, { live: true });
  const action = useControlAction('POST /recording');
  const recording = status.data?.recording ?? false;
  const steps = status.data?.steps ?? 0;
  return (
    <div className="recorder">
      <button
        type="button"
        aria-pressed={recording}
        disabled={!status.data || action.isPending}
        onClick={() => action.mutate({ action: recording ? 'stop' : 'start' })}
      >
        {recording ? 'Stop recording' : 'Record'}
      </button>
      {recording && (
        <span role="status" className="recorder__count">
          Recording: {steps} {steps === 1 ? 'step' : 'steps'}
        </span>
      )}
      {action.error ? (
        <span role="alert" className="recorder__count">
          {failureText(action.error)}
        </span>
      ) : null}
    </div>
  );
}
