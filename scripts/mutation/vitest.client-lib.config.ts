import { clientLib } from './vitest.configs';

export default clientLib;
