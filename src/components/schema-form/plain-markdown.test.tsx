import { getTestRegistry, RichDescription } from '@rjsf/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './plain-markdown';

describe("rjsf's markdown", () => {
  it('is the plain renderer, not the 31 kB parser (the alias in vite.config.ts)', () => {
    // With the parser, _x_ would be <em>x</em>.
    const description = renderToStaticMarkup(
      <RichDescription
        description="**Note** _as is_"
        registry={getTestRegistry({})}
        uiSchema={{ 'ui:enableMarkdownInDescription': true }}
      />,
    );
    expect(description).toMatch(/^<span data-testid="[^"]+"><strong>Note<\/strong> _as is_<\/span>$/);
  });

  it("renders the file widget's line with its bold name, and other text as it is", () => {
    expect(renderToStaticMarkup(<Markdown>{'**logo.png** (image/png, 2048 bytes)'}</Markdown>)).toBe(
      '<span><strong>logo.png</strong> (image/png, 2048 bytes)</span>',
    );
    expect(renderToStaticMarkup(<Markdown options={{ disableParsingRawHTML: true }}>{'a < b'}</Markdown>)).toBe(
      '<span>a &lt; b</span>',
    );
    expect(renderToStaticMarkup(<Markdown data-testid="x">{['one ', 'two']}</Markdown>)).toBe(
      '<span data-testid="x">one two</span>',
    );
  });
});
