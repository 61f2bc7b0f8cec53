import type { ControlVerb } from '@panna/mock-provider/control-client';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useControl, useControlQuery } from '../lib/control';
import { worldName } from '../lib/location';
import { scenarioYaml, type RecordedAction, type RecordingStart } from '../lib/scenario-yaml';

interface Recorder {
  recording: boolean;
  actions: readonly RecordedAction[];
  /** The recording as a scenario file; undefined before the first Record. */
  yaml: string | undefined;
  begin: (start: RecordingStart) => void;
  stop: () => void;
  /** Given to the control layer: every action it performs while recording. */
  onAction: (verb: ControlVerb, input: object) => void;
}

const RecorderContext = createContext<Recorder | undefined>(undefined);

export function useRecorder(): Recorder {
  const recorder = useContext(RecorderContext);
  if (!recorder) throw new Error('useRecorder outside RecorderContext');
  return recorder;
}

/** The recorder's state, made by the app around its control layer. */
export function useRecorderState(): Recorder {
  const [start, setStart] = useState<RecordingStart>();
  const [actions, setActions] = useState<RecordedAction[]>([]);
  const [recording, setRecording] = useState(false);
  const on = useRef(false);
  const onAction = useCallback((verb: ControlVerb, input: object) => {
    if (on.current) setActions((list) => [...list, { verb, input }]);
  }, []);
  return useMemo(
    () => ({
      recording,
      actions,
      yaml: start && scenarioYaml(start, actions),
      begin: (next) => {
        on.current = true;
        setStart(next);
        setActions([]);
        setRecording(true);
      },
      stop: () => {
        on.current = false;
        setRecording(false);
      },
      onAction,
    }),
    [recording, actions, start, onAction],
  );
}

export const RecorderProvider = RecorderContext.Provider;

/** The header's Record / Stop switch, with how many actions it holds. */
export function RecordButton() {
  const recorder = useRecorder();
  const { location } = useControl();
  const clock = useControlQuery('GET /clock', undefined, { live: true });
  const world = worldName(location.sandbox);
  return (
    <div className="recorder">
      <button
        type="button"
        aria-pressed={recorder.recording}
        disabled={!clock.data}
        onClick={() =>
          recorder.recording
            ? recorder.stop()
            : clock.data &&
              recorder.begin({
                clock: { now: clock.data.now, frozen: clock.data.frozen, speed: clock.data.speed },
                world,
              })
        }
      >
        {recorder.recording ? 'Stop recording' : 'Record'}
      </button>
      {recorder.recording && (
        <span role="status" className="recorder__count">
          Recording: {recorder.actions.length}{' '}
          {recorder.actions.length === 1 ? 'action' : 'actions'}
        </span>
      )}
    </div>
  );
}
