import type { ReactNode } from 'react';
import { Header } from './header';
import { useScreenTitle } from './screen-title';

interface ScreenFrameProps {
  title: string;
  /** Inside the header layout: the layout draws the bar, the screen only its heading. */
  embedded?: boolean | undefined;
  /** The wallet amount for the bar (the Starline and Gali lists, betting on); none if undefined. */
  wallet?: string | undefined;
  children: ReactNode;
}

/** A standalone screen's own bar (back arrow, title, wallet), or a plain heading when embedded. */
export function ScreenFrame({ title, embedded = false, wallet, children }: ScreenFrameProps) {
  useScreenTitle(title);
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
      <Header title={title} back wallet={wallet} />
      <main className="page">{children}</main>
    </>
  );
}
