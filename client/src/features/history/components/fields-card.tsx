import { Fragment, type ReactNode } from 'react';

export interface CardField {
  label: string;
  value: ReactNode;
}

interface FieldsCardProps {
  title: ReactNode;
  badge?: ReactNode;
  /** Fields with an empty value are left out (Starline rows have no session). */
  fields: readonly CardField[];
}

/** A history card: a title line, an optional badge and label/value pairs. */
export function FieldsCard({ title, badge, fields }: FieldsCardProps) {
  const shown = fields.filter((field) => field.value !== '' && field.value != null);
  return (
    <article className="history-card">
      <h2 className="history-card__head">
        <span>{title}</span>
        {badge ? <span className="history-badge">{badge}</span> : null}
      </h2>
      <dl className="history-card__fields">
        {shown.map((field) => (
          <Fragment key={field.label}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </Fragment>
        ))}
      </dl>
    </article>
  );
}
