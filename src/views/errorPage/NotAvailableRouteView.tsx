import { useTranslation } from 'react-i18next';
import { routeTitle } from '../../i18n/routeTitle';
import type { RouteViewProps } from '../routeViewProps';
import { NotAvailableView } from './NotAvailableView';

/** What a menu entry shows while no fixed view or page definition exists for its component. */
export default function NotAvailableRouteView({ route }: RouteViewProps) {
  const { t } = useTranslation();
  return <NotAvailableView screen={routeTitle(t, route)} />;
}
