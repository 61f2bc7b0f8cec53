/** Placeholder body for screens another feature will build. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <main className="page">
      <h1 className="page-title">{name}</h1>
      <p>This screen is coming soon.</p>
    </main>
  );
}
