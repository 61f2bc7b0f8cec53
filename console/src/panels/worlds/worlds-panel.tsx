import { ResetWorld } from './reset-world';
import { SandboxList } from './sandbox-list';
import { Snapshots } from './snapshots';

/** The world's lifecycle: snapshots saved, restored and deleted, a reset, and the sandboxes. */
export default function WorldsPanel() {
  return (
    <div className="panel-stack">
      <Snapshots />
      <div className="panel-grid">
        <ResetWorld />
        <SandboxList />
      </div>
    </div>
  );
}
