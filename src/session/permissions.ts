// Permission codes of the signed-in user, kept in local storage as a comma-separated list
// (spec section 6) so buttons can check them without the session store.
export const PERMISSIONS_KEY = 'permissions';

export function setPermissions(codes: readonly string[]): void {
  localStorage.setItem(PERMISSIONS_KEY, codes.join(','));
}

export function getPermissions(): string[] {
  const stored = localStorage.getItem(PERMISSIONS_KEY);
  return stored ? stored.split(',').filter(Boolean) : [];
}

export function hasPermission(code: string): boolean {
  return getPermissions().includes(code);
}

export function clearPermissions(): void {
  localStorage.removeItem(PERMISSIONS_KEY);
}
