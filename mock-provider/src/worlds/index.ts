/**
 * @panna/mock-provider/worlds: a world (database, clock and services) opened outside the server,
 * for scripts that build or inspect one (the benchmarks' databases, the crash tests).
 */
export { Clock } from '../clock';
export { openDatabase, type Db } from '../db/connection';
export { World } from './world';
export { Worlds } from './worlds';
