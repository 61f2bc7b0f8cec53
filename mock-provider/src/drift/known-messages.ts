/**
 * The messages a simulator answers with: the real server's (`MSG`) and the simulator's own, as
 * its rules module lists them for outside suites (`rules.ts`: every `*_MESSAGES`, `*_REFUSALS`
 * and `*_MSG` export). A refusal in other words is one no simulator gives; a refusal in these is
 * one a simulator gave, so a recording of a simulator by itself compares without drift.
 */
import { MSG } from '@panna/shared';
import * as RULES from '../rules';

/** Marks where an argument of a message template goes, out of any text a message holds. */
const HOLE = '\u0000';

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's text with each argument a hole, as a pattern any argument matches. */
function patternOf(template: (...args: string[]) => unknown): RegExp | undefined {
  let text: unknown;
  try {
    text = template(...Array.from({ length: Math.max(template.length, 1) }, () => HOLE));
  } catch {
    return undefined; // A template that reads more of its arguments than text: not a message.
  }
  if (typeof text !== 'string' || !text.includes(HOLE)) return undefined;
  return new RegExp(`^${text.split(HOLE).map(escaped).join('[\\s\\S]*')}$`);
}

/** Every message an object of messages holds: texts as they are, templates as patterns. */
function collect(value: unknown, texts: Set<string>, patterns: RegExp[]): void {
  if (typeof value === 'string') texts.add(value);
  else if (typeof value === 'function') {
    const template = value as (...args: string[]) => unknown;
    const pattern = patternOf(template);
    if (pattern) patterns.push(pattern);
  } else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collect(item, texts, patterns);
}

const texts = new Set<string>();
const patterns: RegExp[] = [];
collect(MSG, texts, patterns);
for (const [name, value] of Object.entries(RULES))
  if (/(_MESSAGES|_REFUSALS|_MSG)$/.test(name)) collect(value, texts, patterns);

/** Whether a simulator answers with this message (the real server's, or one of its own). */
export const isKnownMessage = (msg: string): boolean =>
  texts.has(msg) || patterns.some((pattern) => pattern.test(msg));

/** Whether this is the simulator's own message, one the real server never gives. */
export const isSimulatorMessage = (msg: string): boolean =>
  !Object.values(MSG).includes(msg as (typeof MSG)[keyof typeof MSG]) && isKnownMessage(msg);
