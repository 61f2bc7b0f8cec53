import type { ControlVerb, VerbAnswer, VerbBody, VerbParams, VerbQuery } from '../contract';

export type { ControlVerb, SettingsPatch } from '../contract';

/** Path parameters and query values travel as text: a number may be given for any of them. */
type Textual<T> = T extends undefined
  ? unknown
  : { [K in keyof T]: Exclude<T[K], undefined> extends string ? T[K] | number : T[K] };

/**
 * What a verb takes, in one object: its path parameters (`mobile` of /players/:mobile), its query
 * (GET and DELETE) and its JSON body (POST and PATCH).
 */
export type ControlInput<V extends ControlVerb> = Textual<VerbParams<V>> &
  Textual<VerbQuery<V>> &
  (VerbBody<V> extends undefined ? unknown : VerbBody<V>);

/** The input argument: optional when the verb needs nothing. */
export type InputArgs<V extends ControlVerb> =
  Record<never, never> extends ControlInput<V>
    ? [input?: ControlInput<V>]
    : [input: ControlInput<V>];

/** A verb's 200 answer: `status: true` and its fields, as the control plane's schema says. */
export type ControlAnswer<V extends ControlVerb> = VerbAnswer<V>;
