/** A world's life outside its snapshots: put back to the seed (deletion: worlds/worlds.ts). */
import { Clock } from '../../clock';
import { World } from '../../worlds/world';
import { forgetFaults } from './faults';
import { forgetJournal } from './journal';
import { forgetOverrides } from './overrides';

/**
 * Back to the seed (the app's: seed/): a fresh database filled by `seed`, the clock at `at`
 * (default the real time) running at normal speed, and no faults, overrides or journal. Snapshots
 * are kept. The seed runs in a scratch world first, so a seed that fails leaves this world as it was.
 */
export function resetWorld(
  world: World,
  seed: (world: World) => void,
  at: number = new Clock().now(),
): void {
  // Stryker disable next-line StringLiteral: a scratch world of any name, in memory or a temporary file, seeds the same.
  const scratch = new World(`${world.name}-reset`, ':memory:', new Clock(at));
  let image: Buffer;
  try {
    seed(scratch);
    image = scratch.db.serialize();
    // Stryker disable next-line BlockStatement: an unclosed scratch world only waits for the collector.
  } finally {
    scratch.close();
  }
  world.replaceWith(image);
  world.clock.apply({ now: at, frozen: false, speed: 1 });
  forgetFaults(world);
  forgetOverrides(world);
  forgetJournal(world);
}
