import { Link, useLocation } from 'react-router-dom';
import * as paths from '../lib/paths';

/** Any path no route declares. */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <main className="page" style={{ textAlign: 'center', paddingTop: '3rem' }}>
      <h1 className="page-title">Page not found</h1>
      <p>
        There is nothing at <code>{pathname}</code>.
      </p>
      <Link className="btn btn--primary" to={paths.root}>
        Go to Home
      </Link>
    </main>
  );
}
