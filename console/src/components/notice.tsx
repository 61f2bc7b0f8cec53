import { failureText } from '../lib/control';

/** A failed call's message, announced. */
export function Failure({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="notice notice--error" role="alert">
      {failureText(error)}
    </p>
  );
}

/** A finished action's outcome, announced politely. */
export function Done({ children }: { children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p className="notice notice--done" role="status">
      {children}
    </p>
  );
}
