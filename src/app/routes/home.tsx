import { Card, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LazyPart, lazyPart } from '@/components/ui/lazy-part';
import { PageFrame } from '@/components/ui/page-frame';
import { paths, type PathKey } from '@/config/paths';
import type { AttentionScreen } from '@/features/needs-attention/api/use-needs-attention';
import type { Company } from '@/generated/model';
import { hasAicm, hasProduct } from '@/lib/access';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useSession } from '@/lib/session/session-provider';
import { companyOpens } from '../route-table-utils';
import { useRouteTable } from '../shell/route-table-context';
import { NewTabHint } from '@/components/ui/new-tab-hint';

/** The screen of each "Needs attention" entry: the entry shows only for a company that may open it. */
const ATTENTION_SCREENS: Record<AttentionScreen, PathKey> = {
  listingMonitor: 'reportsListingMonitor',
  auditReadiness: 'reportsAuditReadiness',
  notifications: 'notificationList',
  observances: 'abiObservances',
  documents: 'reportsDocumentCenter',
};

const NeedsAttention = lazyPart(
  () => import('@/features/needs-attention/components/needs-attention'),
  (module) => module.NeedsAttentionSection,
);

interface Tile {
  key: 'findCommunityPartners' | 'findCandidates' | 'observances' | 'contentLibrary';
  href: string;
  external?: boolean;
}

/** The Home tiles by product authorization held now (spec section 1; prior LJNJP opens no resume search). */
export function homeTiles(company: Company | null): Tile[] {
  const tiles: Tile[] = [];
  if (hasProduct(company, 'OMS')) tiles.push({ key: 'findCommunityPartners', href: paths.outreachSearch.href() });
  if (hasAicm(company)) {
    tiles.push({ key: 'findCandidates', href: paths.resumesDiversitySourcing.href(), external: true });
  } else if (hasProduct(company, 'LJNJP')) {
    tiles.push({ key: 'findCandidates', href: paths.resumesAdvancedSearch.href() });
  }
  if (hasProduct(company, 'ABI')) {
    tiles.push({ key: 'observances', href: paths.abiObservances.href() });
    tiles.push({ key: 'contentLibrary', href: paths.abiContent.href() });
  }
  return tiles;
}

function HomeIntro() {
  const { t } = useTranslation('navigation');
  return (
    <PageFrame gap="2" maxW="48rem" title={t('home.title')}>
      <Text>{t('home.welcome')}</Text>
    </PageFrame>
  );
}

/** The section's place while its code loads (after Home's first paint), so the page does not jump. */
const attentionPlaceholder = (
  <Stack gap="3" maxW="48rem" aria-hidden>
    <Skeleton height="7" width="14rem" />
    <Skeleton height="5" width="60%" />
  </Stack>
);

function HomeAttention() {
  const { company } = useSession();
  const table = useRouteTable();
  const painted = useAfterFirstPaint();
  if (!painted) return attentionPlaceholder;
  return (
    <LazyPart placeholder={attentionPlaceholder}>
      <NeedsAttention opens={(screen) => companyOpens(table, ATTENTION_SCREENS[screen], company)} />
    </LazyPart>
  );
}

export default function HomeRoute() {
  const { t } = useTranslation('navigation');
  const { company, status } = useSession();
  const tiles = homeTiles(company);
  // Home paints its heading and text before the companies arrive (paintsBeforeSession in the route
  // table); the tiles' place is held meanwhile so nothing below them jumps when they come.
  if (status === 'loading') {
    return (
      <Stack gap="6">
        <HomeIntro />
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" aria-hidden>
          {/* As many as a company with every product gets, so the footer does not jump when they come. */}
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="32" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <HomeIntro />
      {tiles.length > 0 && (
        <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {tiles.map((tile) => (
            <Card.Root
              as="li"
              key={tile.key}
              variant="outline"
              position="relative"
              _hover={{ borderColor: 'primary.solid' }}
            >
              <Card.Body gap="2">
                <Heading as="h2" size="md">
                  {tile.external ? (
                    <Link
                      href={tile.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      color="primary.fg"
                      css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                    >
                      {t(`home.tiles.${tile.key}.title`)}
                      <NewTabHint />
                    </Link>
                  ) : (
                    <Link
                      asChild
                      color="primary.fg"
                      css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                    >
                      <RouterLink to={tile.href}>{t(`home.tiles.${tile.key}.title`)}</RouterLink>
                    </Link>
                  )}
                </Heading>
                <Text color="fg.muted">{t(`home.tiles.${tile.key}.description`)}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <HomeAttention />
    </Stack>
  );
}
