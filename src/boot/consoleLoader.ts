// The console behind the login form: the data router, its guard and every route (src/App.tsx),
// with the catalogue sections only it reads. A signed-out first load shows the login form without
// them (./LoginFirst.tsx) and fetches them while the user types.
import { addConsoleTexts } from '../i18n';

export const loadConsole = () => Promise.all([import('../App'), addConsoleTexts()]).then(([app]) => app);
