import { renderToString } from 'react-dom/server';
import { App } from './app/app';

/** The first screen (the recipe page at `/`) as HTML, for the build to put into index.html. */
export function render(): string {
  return renderToString(<App />);
}
