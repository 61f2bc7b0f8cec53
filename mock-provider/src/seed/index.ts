import type { World } from '../world';

export function seedWorld(_world: World): void {}
