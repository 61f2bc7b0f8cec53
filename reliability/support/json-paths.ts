/** Paths into a JSON value, and writing or removing the value at one (the fuzz plans' edits). */

export type Path = (string | number)[];

/** Templates are shallow (new_result.result.0.digits is 4 deep); junk below is not walked. */
const MAX_DEPTH = 5;

/** Every path into a JSON value (objects and arrays) down to `MAX_DEPTH`, the root excluded. */
export function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value !== null && typeof value === 'object' && prefix.length < MAX_DEPTH) {
    for (const [key, child] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(path);
      pathsOf(child, path, out);
    }
  }
  return out;
}

/** The object-valued paths, the root first (for extra fields). */
export function containersOf(value: unknown): Path[] {
  return [[], ...pathsOf(value).filter((p) => isObject(at(value, p)))];
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export function at(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/**
 * Writes `value` at `path`. Generated values are copied first: fast-check may hand out one object
 * several times (fc.constant), and a later change inside it must not make it refer to itself.
 */
export function setAt(root: unknown, path: Path, value: unknown | typeof REMOVE): void {
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  const key = path[path.length - 1]!;
  // An earlier change replaced or removed the parent: nothing to write into.
  if (parent === null || typeof parent !== 'object') return;
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    Object.defineProperty(parent, key, {
      value: structuredClone(value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
}

export const REMOVE = Symbol('remove');
