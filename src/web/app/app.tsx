import { Suspense, lazy, useEffect } from 'react';
import { RecipePage } from '../features/recipes/recipe-page';
import { pageAt } from '../../shared/routes';
import { useLocation } from '../lib/router';
import { Footer } from './footer';
import { Header } from './header';

// The catalogue is a page of its own: its code loads only when a visitor goes there.
const CataloguePage = lazy(() => import('../features/catalogue/catalogue-page'));

export function App() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Tells the pre-rendered page's submit guard (and tests) that React is in charge now.
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {pageAt(pathname) === 'catalogue' ? (
          <Suspense fallback={<p className="loading">Loading model tasks...</p>}>
            <CataloguePage />
          </Suspense>
        ) : (
          <RecipePage />
        )}
      </main>
      <Footer />
    </>
  );
}
