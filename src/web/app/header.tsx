import { MoonIcon, SunIcon, Logo } from '../components/icons';
import { PAGE_PATHS, pageAt } from '../../shared/routes';
import { Link, useLocation } from '../lib/router';
import { useTheme } from './theme';

export function Header() {
  const [theme, setTheme] = useTheme();
  const { pathname } = useLocation();
  const onCatalogue = pageAt(pathname) === 'catalogue';
  const next = theme === 'light' ? 'dark' : 'light';
  return (
    <header className="site-header" id="top">
      <div className="site-header__inner">
        <Logo />
        <a
          className="site-title"
          href="https://react.dev"
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby="site-title-note"
        >
          React Recipes
        </a>
        <span id="site-title-note" hidden>
          Opens react.dev, an external site, in a new tab
        </span>
        <nav aria-label="Main" className="site-nav">
          {onCatalogue ? (
            <Link href={PAGE_PATHS.recipes}>Recipes</Link>
          ) : (
            <Link href={PAGE_PATHS.catalogue}>Model tasks</Link>
          )}
        </nav>
        <button
          type="button"
          className="theme-toggle"
          aria-label={`Switch to ${next} theme`}
          onClick={() => setTheme(next)}
        >
          {theme === 'light' ? <MoonIcon /> : <SunIcon />}
        </button>
      </div>
    </header>
  );
}
