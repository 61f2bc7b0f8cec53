import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import './list-state.css';

export function ListLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="list-state" role="status" aria-live="polite">
      <span className="list-state__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** 'No Data Found' with the hint 'Try refreshing or checking back later'. */
export function ListEmpty({
  title = EMPTY_LIST_MESSAGES.noData,
  hint = EMPTY_LIST_MESSAGES.noDataHint,
}: {
  title?: string;
  hint?: string;
}) {
  return (
    <div className="list-state" role="status">
      <p className="list-state__title">{title}</p>
      {hint ? <p className="list-state__hint">{hint}</p> : null}
    </div>
  );
}

/** A list that could not load and has nothing cached. */
export function ListError({ message = 'Could not load this list.' }: { message?: string }) {
  return (
    <div className="list-state" role="alert">
      <p className="list-state__title">{message}</p>
      <p className="list-state__hint">{EMPTY_LIST_MESSAGES.noDataHint}</p>
    </div>
  );
}
