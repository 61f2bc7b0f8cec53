import { Link } from 'react-router-dom';
import { HISTORY_MENU, HISTORY_TEXT } from '../strings';
import '../components/history.css';

/** /histories: the eight history screens (spec 2 section 2). */
export default function HistoriesScreen() {
  return (
    <main className="page">
      <h1 className="page-title">{HISTORY_TEXT.histories}</h1>
      <nav aria-label={HISTORY_TEXT.histories}>
        <ul className="history-menu">
          {HISTORY_MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
