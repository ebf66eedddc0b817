import { stat } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { paths } from '@/config/paths';
import type { TagWithContents } from '@/generated/model';
import { signIn } from './support/sign-in';

/** Acme Health (the owner's company) has the ABI product. */
const OWNER = 'owner@demo.test';

const LANGUAGES = [
  {
    locale: 'en-US',
    language: 'en',
    heading: 'Content Library',
    view: (n: number) => `View ${n} items`,
    download: (fileName: string) => `Download ${fileName}`,
  },
  {
    locale: 'es-ES',
    language: 'es',
    heading: 'Biblioteca de contenido',
    view: (n: number) => `Ver ${n} ${n === 1 ? 'elemento' : 'elementos'}`,
    download: (fileName: string) => `Descargar ${fileName}`,
  },
] as const;

const isLibrary = (url: string) => new URL(url).pathname === '/api/abi/tags/contents';

/**
 * The screen in a browser, in both languages: the first panel opens by itself, a file is really saved
 * under its name, and a content id opens its tag's panel with the item in view. Axe checks the page with
 * its first panel open in the accessibility sweep (accessibility.spec.ts). The rules themselves (100 ms, the request's parameters, the messages) are proved in
 * src/features/abi/components/content-library-page.test.tsx.
 */
test.describe('Content Library', () => {
  for (const { locale, language, heading, view, download } of LANGUAGES) {
    test(`panels, a download and a content id (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const answer = page.waitForResponse((response) => isLibrary(response.url()));
      await signIn(page, OWNER, { path: paths.abiContent.href() });
      const library = (await (await answer).json()) as TagWithContents[];
      expect(library.length).toBeGreaterThan(1);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);

      // One panel per tag with its count; the first opens by itself.
      const trigger = (tag: TagWithContents) =>
        page.getByRole('button', { name: `${tag.label} ${view(tag.contents.length)}`, exact: true });
      for (const tag of library) await expect(trigger(tag)).toBeVisible();
      await expect(trigger(library[0]!)).toHaveAttribute('aria-expanded', 'true');
      await expect(trigger(library[1]!)).toHaveAttribute('aria-expanded', 'false');

      // Download saves the file under its name.
      const item = library[0]!.contents[0]!;
      const saved = page.waitForEvent('download');
      await page
        .getByRole('button', { name: download(item.fileName), exact: true })
        .first()
        .click();
      const file = await saved;
      expect(file.suggestedFilename()).toBe(item.fileName);
      expect((await stat(await file.path())).size).toBeGreaterThan(0);

      if (language === 'en')
        await page.screenshot({ path: test.info().outputPath('content-library-en.png'), fullPage: true });

      // A content id opens its tag's panel (the item's first one on screen), the item in view.
      const [tagIndex, target] = lastListed(library);
      await openContent(page, target.contentId);
      await expect(trigger(library[tagIndex]!)).toHaveAttribute('aria-expanded', 'true');
      if (tagIndex > 0) await expect(trigger(library[0]!)).toHaveAttribute('aria-expanded', 'false');
      const highlighted = page.locator(`#content-item-${library[tagIndex]!.id}-${target.contentId}`);
      await expect(highlighted).toHaveAttribute('aria-current', 'true');
      await expect(highlighted).toBeInViewport();
      if (language === 'en')
        await page.screenshot({ path: test.info().outputPath('content-library-content-id-en.png') });
      await context.close();
    });
  }
});

/** The last item of the last panel, with the index of the first panel that lists it. */
function lastListed(library: TagWithContents[]): [number, TagWithContents['contents'][number]] {
  const target = library.at(-1)!.contents.at(-1)!;
  const index = library.findIndex((tag) => tag.contents.some((item) => item.contentId === target.contentId));
  return [index, target];
}

async function openContent(page: Page, contentId: number) {
  const tags = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/abi/tags');
  await page.goto(paths.abiContent.href({ contentId }));
  expect(new URL((await tags).url()).searchParams.get('contentId')).toBe(String(contentId));
}
