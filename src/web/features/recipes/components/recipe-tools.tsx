import { COPY_FAILED, LINK_COPIED, RECIPE_COPIED, SHOPPING_LIST_COPIED } from '../announcements';

interface RecipeToolsProps {
  markdown: string;
  /** The recipe's ingredients the visitor did not list. */
  missing: readonly string[];
  /** Builds the share link when asked (it reads the page's address). */
  shareUrl: () => string;
  /** Says the outcome in the page's status region. */
  announce: (text: string) => void;
}

/** "What you'll need" and the recipe's Copy, Print and Share buttons, below the recipe. */
export function RecipeTools({ markdown, missing, shareUrl, announce }: RecipeToolsProps) {
  const copy = (text: string, done: string) =>
    navigator.clipboard.writeText(text).then(
      () => announce(done),
      () => announce(COPY_FAILED),
    );

  return (
    <>
      {missing.length > 0 && (
        <section className="panel recipe-needs" aria-labelledby="recipe-needs-heading">
          <h2 id="recipe-needs-heading">What you&apos;ll need</h2>
          <ul>
            {missing.map((item, index) => (
              // The server's list could repeat an item: the position keeps keys unique.
              <li key={index}>{item}</li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void copy(missing.join('\n'), SHOPPING_LIST_COPIED)}
          >
            Copy shopping list
          </button>
        </section>
      )}
      <div className="recipe-actions">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void copy(markdown, RECIPE_COPIED)}
        >
          Copy recipe
        </button>
        <button type="button" className="button button--quiet" onClick={() => window.print()}>
          Print
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void copy(shareUrl(), LINK_COPIED)}
        >
          Share
        </button>
      </div>
    </>
  );
}
