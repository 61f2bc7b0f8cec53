import { simulatorCore } from './vitest.configs';

export default simulatorCore;
