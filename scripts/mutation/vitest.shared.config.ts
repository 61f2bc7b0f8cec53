import { shared } from './vitest.configs';

export default shared;
