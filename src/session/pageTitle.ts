// Spec section 2: the page title is the translated route title plus the enterprise group name.

export function pageTitle(translatedTitle: string | undefined, groupName: string): string {
  if (translatedTitle && groupName) return `${translatedTitle} - ${groupName}`;
  return translatedTitle || groupName;
}
