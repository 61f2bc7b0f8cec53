import { ListEmpty, ListError, ListLoading } from '../../../components/list-state';
import { useFundRules } from '../api/fund-rules';

/** One of the two rule texts (the provider's own words), shown as text with its line breaks. */
export function FundRule({ which }: { which: 'deposit_rule' | 'withdrawal_rule' }) {
  const { data, isPending, isError } = useFundRules();
  if (isPending) return <ListLoading />;
  if (isError) return <ListError />;
  const text = data?.[which]?.trim();
  if (!text) return <ListEmpty />;
  return (
    <section className="content-card">
      <p className="content-text" data-provider>
        {text}
      </p>
    </section>
  );
}
