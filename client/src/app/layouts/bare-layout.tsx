import { Outlet } from 'react-router-dom';
import { getConfig } from '../../lib/config';
import './bare-layout.css';

/** Account flows: no header or footer, a centred card under the brand. */
export function BareLayout() {
  return (
    <div className="bare-layout">
      <p className="bare-layout__brand">{getConfig().brandName}</p>
      <div className="bare-layout__card">
        <Outlet />
      </div>
    </div>
  );
}
