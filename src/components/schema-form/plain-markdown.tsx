import { Fragment, type HTMLAttributes, type ReactNode } from 'react';

type MarkdownProps = HTMLAttributes<HTMLSpanElement> & { children?: ReactNode; options?: unknown };

/**
 * What @rjsf/core gets for `markdown-to-jsx/react` (an alias in vite.config.ts): no form here asks rjsf
 * for markdown, and the parser weighed 31 kB gzip on every form screen. Renders text, with **bold**.
 */
export function Markdown({ children, options: _options, ...rest }: MarkdownProps) {
  if (typeof children !== 'string') return <span {...rest}>{children}</span>;
  const parts = children.split(/\*\*(.+?)\*\*/g);
  return (
    <span {...rest}>
      {parts.map((part, index) =>
        index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
      )}
    </span>
  );
}
