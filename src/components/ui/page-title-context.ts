import { createContext, use } from 'react';

/**
 * The page's name as the route table gives it (the shell's `usePageTitle`, also the document title): the
 * shell provides it, so a feature's page is headed without importing the app or being handed its title.
 */
export const PageTitleContext = createContext('');

export function usePageName(): string {
  return use(PageTitleContext);
}
