import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { NEW_TAB_NOTE_ID } from './new-tab-note';

// Headings in the recipe sit under the page's own h2, so they move down two levels.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 {...props} />,
  h2: ({ node: _node, ...props }) => <h4 {...props} />,
  h3: ({ node: _node, ...props }) => <h5 {...props} />,
  h4: ({ node: _node, ...props }) => <h6 {...props} />,
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a
        {...props}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        aria-describedby={NEW_TAB_NOTE_ID}
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ node: _node, src, alt, ...props }) =>
    src ? (
      <img {...props} src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />
    ) : null,
};

/**
 * Renders a provider's markdown, which we do not trust: raw HTML is never rendered, and link and
 * image addresses pass through the library's own scheme check (named so that no one drops it).
 * Loaded lazily: the first screen does not need it.
 */
export default function RecipeMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      skipHtml
      urlTransform={defaultUrlTransform}
      components={components}
    >
      {markdown}
    </Markdown>
  );
}
