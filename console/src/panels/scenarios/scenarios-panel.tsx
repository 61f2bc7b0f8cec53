import { RecordingCard } from './recording-card';
import { RunScenario } from './run-scenario';

/** Scenario files: run one in this world and watch its steps; the recording as a file. */
export default function ScenariosPanel() {
  return (
    <div className="panel-grid">
      <RunScenario />
      <RecordingCard />
    </div>
  );
}
