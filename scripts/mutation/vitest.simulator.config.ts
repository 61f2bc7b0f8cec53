import { simulator } from './vitest.configs';

export default simulator;
