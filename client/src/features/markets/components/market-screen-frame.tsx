import type { ReactNode } from 'react';
import { Header } from '../../../components/header';
import { useWalletAmount } from '../../../lib/api/dashboard';

interface FrameProps {
  title: string;
  bettingEnabled: boolean;
  /** Inside the header layout (/star, /galigame): no header of its own. */
  embedded: boolean;
  children: ReactNode;
}

/** Standalone market screens bring their own header: back arrow, title and the wallet. */
export function MarketScreenFrame({ title, bettingEnabled, embedded, children }: FrameProps) {
  const wallet = useWalletAmount();
  if (embedded) {
    return (
      <main className="page">
        <h1 className="page-title">{title}</h1>
        {children}
      </main>
    );
  }
  return (
    <>
      <Header title={title} back wallet={bettingEnabled ? wallet : undefined} />
      <main className="page">{children}</main>
    </>
  );
}
