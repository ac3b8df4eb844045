import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { routeTitle } from '../../i18n/routeTitle';
import { toMenuItems, type MenuItem } from '../../layout/menuModel';
import { activeRoleName, session } from '../../session/sessionState';
import { HomeBanners } from './HomeBanners';

function QuickLink({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const title = routeTitle(t, item.route);
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
        {title}
      </a>
    );
  }
  return (
    <Link to={item.kind === 'link' ? item.path : item.key} className="text-primary hover:underline">
      {title}
    </Link>
  );
}

function leavesOf(item: MenuItem): MenuItem[] {
  return item.kind === 'group' ? item.children.flatMap(leavesOf) : [item];
}

/** The welcome dashboard: who is signed in, for which branch, and the screens they can open. */
export default function HomeView() {
  const { t } = useTranslation();
  const snapshot = useSnapshot(session);
  const items = toMenuItems(snapshot.routes as typeof session.routes);
  const singles = items.filter((item) => item.kind !== 'group');
  const groups = items.filter((item) => item.kind === 'group');

  return (
    <section className="flex flex-col gap-6 p-6">
      <header className="rounded bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-800">{t('common.home.greeting', { name: snapshot.party?.name ?? '' })}</h1>
        <p className="mt-2 text-slate-600">
          {t('common.home.signedInAs', { role: activeRoleName(snapshot), branch: snapshot.branch?.branchName ?? '' })}
        </p>
      </header>
      <HomeBanners />
      <section aria-labelledby="home-quick-links" className="rounded bg-white p-6 shadow-sm">
        <h2 id="home-quick-links" className="mb-4 text-base font-semibold text-slate-800">
          {t('common.home.quickLinks')}
        </h2>
        {singles.length > 0 && (
          <ul className="mb-4 flex flex-wrap gap-x-6 gap-y-2">
            {singles.map((item) => (
              <li key={item.key}>
                <QuickLink item={item} />
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {groups.map((group) => (
            <div key={group.key}>
              <h3 className="mb-2 text-sm font-medium text-slate-500">{routeTitle(t, group.route)}</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {leavesOf(group).map((leaf) => (
                  <li key={leaf.key}>
                    <QuickLink item={leaf} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </section>
  );
}
