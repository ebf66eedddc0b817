import type { ReactNode } from 'react';
import { PageTitleContext } from '@/components/ui/page-title-context';
import { usePageTitle } from './use-page-title';

/** Titles the document by the matched route and hands the same name to the page's PageFrame heading. */
export function PageTitleScope({ children }: { children: ReactNode }) {
  return <PageTitleContext value={usePageTitle()}>{children}</PageTitleContext>;
}
