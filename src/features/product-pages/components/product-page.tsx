import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CardSection, CardSectionItem } from '@/components/ui/card-section';
import { mailtoHref } from '@/lib/mailto';
import { PRODUCT_PAGES, type ProductPageKey, type ProductStatus } from '../utils/product-pages';

interface ProductPageProps {
  product: ProductPageKey;
  status: ProductStatus;
  companyName: string;
  /** The account manager's address: the company's amEmail, else the renewal mailbox. */
  email: string;
  /** Where the product opens, for a company that has it (or a route without a gate). */
  openHref?: string;
}

/**
 * A product's marketing page (issue 11), shown at the /unauthorized page of a route the company cannot
 * open: what the product does, its figure of spec section 9, and the mail button to the account manager
 * with a subject that names the product.
 */
export function ProductPage({ product, status, companyName, email, openHref }: ProductPageProps) {
  const { t } = useTranslation('product-pages');
  const page = PRODUCT_PAGES[product];
  const name = t(`products.${product}.name`);
  const subject = t('mailSubject', { product: name, company: companyName });
  return (
    <Stack gap="8" maxW="60rem">
      <Box
        as="section"
        aria-labelledby="product-page-heading"
        bg="primary.subtle"
        borderRadius="l3"
        p={{ base: '6', md: '10' }}
      >
        <Stack gap="4" maxW="44rem">
          <Heading as="h1" id="product-page-heading" size="3xl" color="primary.fg">
            {name}
          </Heading>
          <Text fontSize="lg">{t(`products.${product}.tagline`)}</Text>
          {page.figure ? (
            <Stack gap="1" pt="2">
              <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="short" color="primary.fg">
                {t(`products.${product}.figure`)}
              </Text>
              <Text>{t(`products.${product}.figureDetail`)}</Text>
            </Stack>
          ) : null}
        </Stack>
      </Box>

      <CardSection id="product-page-highlights" title={t('highlightsHeading')}>
        {page.highlights.map((highlight) => (
          <CardSectionItem
            key={highlight}
            title={t(`products.${product}.highlights.${highlight}.title`)}
            text={t(`products.${product}.highlights.${highlight}.text`)}
          />
        ))}
      </CardSection>

      <Stack
        as="section"
        aria-labelledby="product-page-contact"
        gap="4"
        borderWidth="1px"
        borderRadius="l3"
        p={{ base: '6', md: '8' }}
      >
        <Heading as="h2" id="product-page-contact" size="xl">
          {t('contactHeading')}
        </Heading>
        <Text>{t(`status.${status}`, { product: name, company: companyName })}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
          <Button asChild colorPalette="primary" size="lg">
            <Link href={mailtoHref(email, subject)} color="primary.contrast" textDecoration="none">
              {t('mailButton')}
            </Link>
          </Button>
          {openHref && status !== 'lacking' ? (
            <Button asChild variant="outline" size="lg">
              <RouterLink to={openHref}>{t('open', { product: name })}</RouterLink>
            </Button>
          ) : null}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {t('accountManager', { email })}
        </Text>
      </Stack>
    </Stack>
  );
}
