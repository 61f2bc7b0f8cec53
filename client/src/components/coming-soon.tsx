import { useTexts } from '../i18n/use-texts'; /** Placeholder body for screens another feature will build. */
export function ComingSoon({ name }: { name: string }) {
  const t = useTexts();
  return (
    <main className="page">
      <h1 className="page-title">{name}</h1>
      <p>{t('This screen is coming soon.')}</p>
    </main>
  );
}
