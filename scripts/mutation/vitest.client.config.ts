import { client } from './vitest.configs';

export default client;
