import { renderToString } from 'react-dom/server';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTask } from '../../../catalogue';
import CataloguePage from './catalogue-page';
import { TaskView } from './task-view';
import { COUNT_DELAY_MS } from './task-list';

// jsdom has no scrolling; the router's Link scrolls to the top after navigating.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function renderAt(url: string) {
  window.history.pushState(null, '', url);
  const user = userEvent.setup();
  render(<CataloguePage />);
  return user;
}

const count = () => screen.getByRole('status', { name: '' });
/** The line above the code in "Use a model": which model and library the code is for. */
const summary = () =>
  within(screen.getByRole('region', { name: 'Use a model' })).getAllByRole(
    'status',
  )[0] as HTMLElement;

describe('task list', () => {
  it('announces the count once typing pauses, not after every keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAt('/tasks');
      const search = screen.getByRole('searchbox', { name: 'Search tasks' });
      // Each key well inside the pause that settles the count: the list follows, the count waits.
      for (const key of 'depth') {
        await user.type(search, key);
        act(() => vi.advanceTimersByTime(COUNT_DELAY_MS / 5));
        expect(count()).toHaveTextContent('47 tasks');
      }
      expect(screen.getByRole('link', { name: 'Depth Estimation' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(COUNT_DELAY_MS));
      expect(count()).toHaveTextContent('1 task');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists every task with its modality and a one-line summary, and counts them', () => {
    renderAt('/tasks');
    expect(screen.getByRole('heading', { level: 1, name: 'Model tasks' })).toBeInTheDocument();
    expect(document.title).toBe('Model tasks · React Recipes');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(47);
    expect(screen.getByText('47 tasks')).toHaveAttribute('role', 'status');
    const card = screen.getByRole('link', { name: 'Text Classification' }).closest('li');
    expect(card).not.toBeNull();
    if (!card) return;
    expect(within(card).getByText('Natural Language Processing')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Text Classification is the task of assigning a label or class to a given text.',
      ),
    ).toBeInTheDocument();
  });

  it('searches as you type and keeps the search in the URL (replacing the entry)', async () => {
    const user = renderAt('/tasks');
    const before = window.history.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'depth');
    expect(window.location.search).toBe('?q=depth');
    expect(window.history.length).toBe(before);
    expect(screen.getByRole('link', { name: 'Depth Estimation' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Text Classification' })).not.toBeInTheDocument();
    // The count (a live region) changes once typing pauses, not on every keystroke.
    await waitFor(() => expect(count()).not.toHaveTextContent('47 tasks'));
    expect(count()).toHaveTextContent(/^\d+ tasks?$/);
    expect(Number.parseInt(count().textContent ?? '', 10)).toBeLessThan(47);
  });

  it('filters by modality and library', async () => {
    const user = renderAt('/tasks');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Modality' }), 'audio');
    expect(window.location.search).toBe('?modality=audio');
    expect(screen.getByRole('link', { name: 'Audio Classification' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Image Classification' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Modality' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Library' }), 'timm');
    expect(window.location.search).toBe('?library=timm');
    expect(await screen.findByText('2 tasks')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Image Classification',
      'Image Feature Extraction',
    ]);
  });

  it('reads filters from the URL and clears them', async () => {
    const user = renderAt('/tasks?q=speech&modality=audio&library=nope');
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('speech');
    expect(screen.getByRole('combobox', { name: 'Modality' })).toHaveValue('audio');
    expect(screen.getByRole('combobox', { name: 'Library' })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Text-to-Speech' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(window.location.search).toBe('');
    // The button goes with the filters; focus goes to the search box, not to the page.
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveFocus();
    expect(await screen.findByText('47 tasks')).toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    renderAt('/tasks?q=zzzz-nothing');
    expect(screen.getByText('0 tasks')).toBeInTheDocument();
    expect(screen.getByText(/No task matches/)).toBeInTheDocument();
  });

  it('opens a task in its own URL, and back returns to the filtered list', async () => {
    const user = renderAt('/tasks?q=depth');
    await user.click(screen.getByRole('link', { name: 'Depth Estimation' }));
    expect(window.location.pathname).toBe('/tasks/depth-estimation');
    expect(screen.getByRole('heading', { level: 1, name: 'Depth Estimation' })).toHaveFocus();
    expect(document.title).toBe('Depth Estimation · Model tasks · React Recipes');

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?q=depth'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Model tasks' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('depth');

    act(() => window.history.forward());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Depth Estimation' }),
    ).toBeInTheDocument();
  });
});

describe('task view', () => {
  it('shows the summary, demo, hub links, metrics, libraries, widget models, video and sample input', () => {
    renderAt('/tasks/image-classification');
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([
      'Demo',
      'Use a model',
      'Sample input',
      'Libraries',
      'Models',
      'Widget models',
      'Datasets',
      'Spaces',
      'Metrics',
      'Video',
    ]);
    expect(
      screen.getByText(/Image classification is the task of assigning a label/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Example input image for Image Classification' }),
    ).toHaveAttribute(
      'src',
      'https://huggingface.co/datasets/huggingfacejs/tasks/resolve/main/image-classification/image-classification-input.jpeg',
    );
    const models = screen.getByRole('region', { name: 'Models' });
    const google = within(models).getByRole('link', { name: 'google/vit-base-patch16-224' });
    expect(google).toHaveAttribute('href', 'https://huggingface.co/google/vit-base-patch16-224');
    const datasets = screen.getByRole('region', { name: 'Datasets' });
    for (const link of within(datasets).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/huggingface\.co\/datasets\//);
    }
    const spaces = screen.getByRole('region', { name: 'Spaces' });
    for (const link of within(spaces).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/huggingface\.co\/spaces\//);
    }
    const libraries = within(screen.getByRole('region', { name: 'Libraries' })).getAllByRole(
      'link',
    );
    expect(libraries.map((link) => link.textContent)).toEqual([
      'Keras',
      'timm',
      'Transformers',
      'Transformers.js',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Metrics' })).getByText('accuracy'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Watch a video about Image Classification on YouTube/ }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=tjAIM7BOYhw');
    expect(screen.getByRole('region', { name: 'Sample input text' })).toHaveTextContent(
      '"cats.jpg"',
    );
    // Chart output: label and score as text.
    expect(screen.getByText('Egyptian cat')).toBeInTheDocument();
  });

  it('renders audio, tables and tokens', () => {
    renderAt('/tasks/audio-classification');
    const audio = document.querySelector('audio');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute(
      'src',
      'https://huggingface.co/datasets/huggingfacejs/tasks/resolve/main/audio-classification/audio.wav',
    );
  });

  it('renders a tabular demo as a table', () => {
    renderAt('/tasks/tabular-classification');
    const table = screen.getAllByRole('table')[0];
    expect(table).toBeDefined();
    if (!table) return;
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThan(1);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('highlights tokens', () => {
    renderAt('/tasks/token-classification');
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Omar (PERSON)', 'Zürich (GPE)']);
  });

  it('has no video link where there is no video', () => {
    renderAt('/tasks/depth-estimation');
    expect(screen.queryByRole('heading', { name: 'Video' })).not.toBeInTheDocument();
    // Upstream's widget model list for this task is [""]: the first sample model stands in.
    expect(screen.getByRole('textbox', { name: 'Model id' })).toHaveValue(
      'depth-anything/Depth-Anything-V2-Large',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a task does not exist', () => {
    renderAt('/tasks/not-a-task');
    expect(screen.getByRole('heading', { level: 1, name: 'Task not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all model tasks' })).toHaveAttribute(
      'href',
      '/tasks',
    );
  });
});

describe('use a model', () => {
  let writeText: ReturnType<typeof vi.fn>;
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

  function mockClipboard(value: unknown) {
    Object.defineProperty(window.navigator, 'clipboard', { value, configurable: true });
  }

  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
  });
  afterEach(() => {
    if (original) Object.defineProperty(window.navigator, 'clipboard', original);
    vi.useRealTimers();
  });

  it('prefills a widget model and the task libraries, and generates highlighted code', async () => {
    const user = renderAt('/tasks/text-classification');
    const modelId = screen.getByRole('textbox', { name: 'Model id' });
    expect(modelId).toHaveValue('distilbert/distilbert-base-uncased-finetuned-sst-2-english');
    const library = screen.getByRole('combobox', { name: 'Library' });
    const group = within(library).getByRole('group', { name: 'Libraries for Text Classification' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['adapter-transformers', 'setfit', 'spacy', 'transformers', 'transformers.js']);

    await user.clear(modelId);
    await user.type(modelId, 'org/my-model');
    await user.selectOptions(library, 'transformers');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));

    expect(summary()).toHaveTextContent(/^2 snippets for org\/my-model with Transformers\.$/);
    expect(within(summary()).getByRole('link', { name: 'org/my-model' })).toHaveAttribute(
      'href',
      'https://huggingface.co/org/my-model',
    );
    const first = screen.getByRole('region', { name: 'Snippet 1 of 2 code' });
    expect(first).toHaveTextContent('pipe = pipeline("text-classification", model="org/my-model")');
    expect(first.querySelector('.tok-keyword')?.textContent).toBe('from');
    expect(first.querySelector('.tok-string')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('copies a snippet and announces it', async () => {
    const user = renderAt('/tasks/image-classification');
    mockClipboard({ writeText });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Library' }), 'timm');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]?.[0]).toContain(
      'timm.create_model("hf_hub:google/vit-base-patch16-224", pretrained=True)',
    );
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
  });

  it('explains when the clipboard is unavailable or refuses', async () => {
    const user = renderAt('/tasks/image-classification');
    mockClipboard(undefined);
    await user.click(screen.getAllByRole('button', { name: /^Copy/ })[0] as HTMLElement);
    expect(await screen.findByText(/Copying is not available in this browser/)).toBeInTheDocument();

    mockClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await user.click(screen.getAllByRole('button', { name: /^Copy/ })[0] as HTMLElement);
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
  });

  it('warns, naming the line, when a generated snippet is not valid Python', async () => {
    const user = renderAt('/tasks/mask-generation');
    await user.clear(screen.getByRole('textbox', { name: 'Model id' }));
    await user.type(screen.getByRole('textbox', { name: 'Model id' }), 'facebook/sam2-hiera-large');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Library' }), 'sam2');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('This code will not run as written.');
    expect(alerts[0]).toHaveTextContent(
      'Line 5 uses the model id facebook/sam2-hiera-large as code, not as a quoted string',
    );
    expect(alerts[0]).toHaveTextContent('Line 8 is not valid Python: unexpected "<".');
  });

  it('shows notes instead of code when the generator has none', async () => {
    const user = renderAt('/tasks/tabular-classification');
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'skops');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(screen.getByText(/No code for this model:/).closest('p')).toHaveTextContent(
      'Model filename not specified in config.json',
    );
    expect(screen.queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
  });

  it('rejects an invalid model id inline without crashing', async () => {
    const user = renderAt('/tasks/text-classification');
    const modelId = screen.getByRole('textbox', { name: 'Model id' });
    await user.clear(modelId);
    await user.type(modelId, 'org/model"); import os #');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A model id looks like "owner/name"');
    expect(modelId).toHaveAttribute('aria-invalid', 'true');
    expect(modelId).toHaveAccessibleDescription(/A model id looks like/);
    expect(screen.queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();

    await user.clear(modelId);
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a model id');
  });

  it('rejects a bad tag', async () => {
    const user = renderAt('/tasks/text-classification');
    await user.type(screen.getByRole('textbox', { name: /Tags/ }), 'ok, "bad');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A tag cannot contain spaces, quotes or backslashes.',
    );
  });
});

describe('use a model, before any click', () => {
  it('shows Transformers code for the first widget model on first render, and says which', async () => {
    const user = renderAt('/tasks/automatic-speech-recognition');
    // No event has happened yet: the code is part of the first render.
    const first = screen.getByRole('region', { name: 'Snippet 1 of 2 code' });
    expect(first).toHaveTextContent(
      'pipe = pipeline("automatic-speech-recognition", model="openai/whisper-large-v3")',
    );
    expect(first.querySelector('.tok-keyword')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Snippet 2 of 2 code' })).toHaveTextContent(
      'model = AutoModel.from_pretrained("openai/whisper-large-v3", device_map="auto")',
    );
    expect(summary()).toHaveTextContent(
      "Ready to copy: code for the task's first widget model, openai/whisper-large-v3, with Transformers, which supports this task.",
    );
    const link = within(summary()).getByRole('link', { name: 'openai/whisper-large-v3' });
    expect(link).toHaveAttribute('href', 'https://huggingface.co/openai/whisper-large-v3');
    // The form says the same, so generating again gives the same code.
    expect(screen.getByRole('textbox', { name: 'Model id' })).toHaveValue(
      'openai/whisper-large-v3',
    );
    expect(screen.getByRole('combobox', { name: 'Library' })).toHaveValue('transformers');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const before = first.textContent;
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(screen.getByRole('region', { name: 'Snippet 1 of 2 code' }).textContent).toBe(before);
    expect(summary()).toHaveTextContent(
      '2 snippets for openai/whisper-large-v3 with Transformers.',
    );
  });

  it("falls back to the task's first library with working Python, and says why", () => {
    renderAt('/tasks/sentence-similarity');
    expect(screen.getByRole('region', { name: 'Snippet code' })).toHaveTextContent(
      'model = SentenceTransformer("sentence-transformers/all-MiniLM-L6-v2")',
    );
    expect(summary()).toHaveTextContent(
      "with sentence-transformers, the first of this task's libraries that generates working Python.",
    );
    expect(screen.getByRole('combobox', { name: 'Library' })).toHaveValue('sentence-transformers');
  });

  it('is reachable by keyboard: the model link, then Copy, then the code', async () => {
    const user = renderAt('/tasks/fill-mask');
    within(summary()).getByRole('link', { name: 'distilroberta-base' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy snippet 1 of 2' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Snippet 1 of 2 code' })).toHaveFocus();
  });

  it('says plainly when the task lists no widget model, and shows no code', () => {
    renderAt('/tasks/depth-estimation');
    expect(summary()).toHaveTextContent(
      'This task lists no widget model, so no code is shown yet. Choose Generate code for the sample model filled in above, or enter another model id.',
    );
    expect(screen.queryByRole('region', { name: /code$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Library' })).toHaveValue('transformers');
  });

  it('is in the server-rendered HTML, so a pre-rendered page would paint it', () => {
    const task = getTask('text-to-image');
    expect(task).toBeDefined();
    if (!task) return;
    const html = renderToString(<TaskView task={task} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const region = page.querySelector('[aria-label="Snippet 2 of 2 code"]');
    expect(region?.textContent).toContain(
      'pipe = DiffusionPipeline.from_pretrained("black-forest-labs/FLUX.1-dev"',
    );
    expect(
      page.querySelector('a[href="https://huggingface.co/black-forest-labs/FLUX.1-dev"]'),
    ).not.toBeNull();
  });
});
