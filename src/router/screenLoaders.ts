// The code of the screens outside the shell that a first load may open: imported by their routes
// (./index.tsx) and fetched ahead by ./preloadFirstScreen.ts. One import per module, so nothing is fetched twice.
export const loadLoginRoute = () => import('../views/login/LoginRoute');
export const loadRegisterView = () => import('../views/register/RegisterView');
