import { createContext, use } from 'react';

/** The page's name from the route table, provided by the shell so a feature needs not import the app. */
export const PageTitleContext = createContext('');

export function usePageName(): string {
  return use(PageTitleContext);
}
