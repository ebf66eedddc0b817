import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { ReportCardsTab } from './report-cards-tab';
import { ScreenshotsTab } from './screenshots-tab';

type Tab = 'report-cards' | 'screenshots';

const tabOf = (raw: string | null): Tab => (raw === 'screenshots' ? 'screenshots' : 'report-cards');

/** Document Center (spec section 2): Report Card and Job Screenshots tabs; the open tab is `?tab=`. */
export function DocumentCenterPage() {
  const { t } = useTranslation('document-center');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));

  return (
    // The older Report Card address opens this screen under the screen's own name.
    <PageFrame gap="6" title={t('navigation:routes.reportsDocumentCenter')}>
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setParams(value === 'screenshots' ? { tab: value } : {})}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Trigger value="report-cards">{t('tabs.reportCards')}</Tabs.Trigger>
          <Tabs.Trigger value="screenshots">{t('tabs.screenshots')}</Tabs.Trigger>
        </Tabs.List>
        {/* Ark's presence unmounts the closed panel one render late; `hidden` keeps the two from showing together. */}
        <Tabs.Content value="report-cards" pt="4" hidden={tab !== 'report-cards'}>
          <ReportCardsTab />
        </Tabs.Content>
        <Tabs.Content value="screenshots" pt="4" hidden={tab !== 'screenshots'}>
          <ScreenshotsTab />
        </Tabs.Content>
      </Tabs.Root>
    </PageFrame>
  );
}
