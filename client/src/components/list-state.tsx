import { EMPTY_LIST_MESSAGES } from '@panna/shared/validation';
import './list-state.css';
import { translateRule, useTexts } from '../i18n/use-texts';

export function ListLoading({ label }: { label?: string }) {
  const t = useTexts();
  return (
    <div className="list-state" role="status" aria-live="polite">
      <span className="list-state__spinner" aria-hidden="true" />
      <span>{label ?? t('Loading...')}</span>
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
  useTexts(); // renders again in another language
  return (
    <div className="list-state" role="status">
      <p className="list-state__title">{translateRule(title)}</p>
      {hint ? <p className="list-state__hint">{translateRule(hint)}</p> : null}
    </div>
  );
}

/** A list that could not load and has nothing cached. */
export function ListError({ message }: { message?: string }) {
  const t = useTexts();
  return (
    <div className="list-state" role="alert">
      <p className="list-state__title">{message ?? t('Could not load this list.')}</p>
      <p className="list-state__hint">{t(EMPTY_LIST_MESSAGES.noDataHint)}</p>
    </div>
  );
}
