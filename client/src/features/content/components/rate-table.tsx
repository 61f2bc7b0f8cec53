import type { UseQueryResult } from '@tanstack/react-query';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-state';
import type { RateRow } from '../strings';
import { useTexts } from '../../../i18n/use-texts';
import { formatAmount } from '../../../i18n/format';

interface RateTableProps {
  title: string;
  rows: readonly RateRow[];
  /** The rate query: game_rates[0] of its endpoint. */
  query: Pick<UseQueryResult<object | undefined>, 'data' | 'isPending' | 'isError'>;
}

/** One market's win ratios, "10 - 95" per bid type ("10 - 1,00,000"). */
export function RateTable({ title, rows, query }: RateTableProps) {
  const t = useTexts();
  const rates = query.data as Record<string, string | undefined> | undefined;
  // Grouped the Indian way, as every amount of the app: 100000 reads 1,00,000.
  const rate = (value: string | undefined) => (value ? formatAmount(value, t.language) : '-');
  const body = () => {
    if (query.isPending) return <ListLoading />;
    if (query.isError) return <ListError />;
    if (!rates) return <ListEmpty />;
    return (
      <table className="rate-table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t.rule(row.label)}</th>
              <td>
                {rate(rates[`${row.prefix}_val_1`])} - {rate(rates[`${row.prefix}_val_2`])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };
  const id = `rates-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="content-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {body()}
    </section>
  );
}
