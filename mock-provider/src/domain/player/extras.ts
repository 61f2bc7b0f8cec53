/** The smaller calls of the real server's route table that the simulator answers (routes/provider/extras.ts). */
import type { World } from '../../worlds/world';
import { settingsOf } from '../settings';

/** The real server's words for them. */
export const EXTRA_MESSAGES = {
  appVersion: 'App Version Data.',
  /** Tips: the world has none (the real server's empty answer). */
  noTips: 'Data Not Found.',
  contactTaken: 'Successfully Submitted. Please Wait For The Response',
} as const;

/** The version table's one row: the setting the dashboard's update pop-up reads. */
export const versionDetails = (world: World) => [settingsOf(world).get('appVersion')];
