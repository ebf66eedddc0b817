import { Fragment, type HTMLAttributes, type ReactNode } from 'react';

type MarkdownProps = HTMLAttributes<HTMLSpanElement> & { children?: ReactNode; options?: unknown };

/**
 * What @rjsf/core gets when it imports `markdown-to-jsx/react` (an alias in vite.config.ts). rjsf renders
 * markdown only in its file widget's line ("**name** (type, size bytes)"), in messages about a broken
 * schema, and where `ui:enableMarkdownInDescription` or `ui:enableMarkdownInHelp` asks for it, which no
 * form here does. The parser was 31 kB gzip of every screen with a form: this renders text, with **bold**.
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
