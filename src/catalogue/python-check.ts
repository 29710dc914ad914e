import type { SyntaxNode, Tree } from '@lezer/common';
import { parser } from '@lezer/python';

/**
 * What a generated snippet is. Upstream returns Python most of the time, but also shell commands
 * (install steps, CLIs), JavaScript (transformers.js), other languages, and one-line notes where
 * it cannot generate code (e.g. "unknown model type ..."). Only Python goes through the gate.
 */
export type SnippetLanguage = 'python' | 'shell' | 'javascript' | 'other' | 'note';

/** Something in a snippet that would stop it running as written. */
export interface SnippetIssue {
  /** `syntax`: the parser found an error; `unquoted-model-id`: the model id is bare code. */
  kind: 'syntax' | 'unquoted-model-id';
  /** 1-based line of the problem. */
  line: number;
  /** 1-based column of the problem. */
  column: number;
  /** The source line, as written. */
  source: string;
  /** A sentence naming the line and the problem. */
  message: string;
}

// Upstream's fallback texts that are neither code nor comments.
const KNOWN_NOTES: ReadonlySet<string> = new Set([
  'unknown model type (must be text-to-speech or automatic-speech-recognition)',
  'Task type is invalid.',
]);

// In Python, a name followed by a space and another word only happens after a keyword.
const PYTHON_KEYWORDS: ReadonlySet<string> = new Set([
  'and',
  'as',
  'assert',
  'async',
  'await',
  'break',
  'class',
  'continue',
  'def',
  'del',
  'elif',
  'else',
  'except',
  'finally',
  'for',
  'from',
  'global',
  'if',
  'import',
  'in',
  'is',
  'lambda',
  'nonlocal',
  'not',
  'or',
  'pass',
  'raise',
  'return',
  'try',
  'while',
  'with',
  'yield',
]);

function codeLines(code: string, comment: string): string[] {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith(comment));
}

/** True for a line that reads as a shell command rather than Python. */
function isShellCommand(line: string): boolean {
  // `VAR=value command ...`
  if (/^[A-Z_][A-Z0-9_]*=\S*\s+\S/.test(line)) return true;
  const match = /^([A-Za-z_][\w.-]*)(\s+)(\S)/.exec(line);
  if (!match) return false;
  const [, word = '', , next = ''] = match;
  if (PYTHON_KEYWORDS.has(word)) return false;
  // `name = ...`, `name += ...`, `name (…)`, `name [...]` are Python; `name -x`, `name arg` are not.
  // A hyphen or a dot with no call makes it a command name (`whisperkit-cli`, `python3.11`).
  if (/[-]/.test(word)) return true;
  return !/[=([.:,+*/%<>!&|^@)\]}]/.test(next);
}

/** Guesses what language a generated snippet is in. */
export function detectSnippetLanguage(code: string): SnippetLanguage {
  const trimmed = code.trim();
  if (trimmed === '' || KNOWN_NOTES.has(trimmed)) return 'note';
  const pythonCode = codeLines(code, '#');
  if (pythonCode.length === 0 || codeLines(code, '//').length === 0) return 'note';
  const first = pythonCode[0] ?? '';
  if (first.startsWith('//') || pythonCode.some((line) => /;\s*$/.test(line))) {
    const jsLike = codeLines(code, '//').some((line) =>
      /^(import\s.*\sfrom\s+['"]|const\s|let\s|await\s)/.test(line),
    );
    return jsLike ? 'javascript' : 'other';
  }
  if (isShellCommand(first)) return 'shell';
  return 'python';
}

// Notebook shell escapes ("!pip install ...") are not Python; turn them into comments of the
// same length so positions and line numbers stay true.
function maskShellEscapes(code: string): string {
  return code.replace(/^(\s*)[!%]/gm, '$1#');
}

/** Parses Python with @lezer/python (notebook `!` lines are read as comments). */
export function parsePython(code: string): Tree {
  return parser.parse(maskShellEscapes(code));
}

function position(code: string, offset: number): { line: number; column: number; source: string } {
  const before = code.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  return { line, column, source: code.split('\n')[line - 1] ?? '' };
}

function describeSyntaxError(code: string, node: SyntaxNode): string {
  const text = code.slice(node.from, node.to).trim() || code.slice(node.from, node.from + 1).trim();
  if (node.from >= code.trimEnd().length) return 'the code ends too early';
  return text
    ? `unexpected "${text.length > 30 ? `${text.slice(0, 30)}…` : text}"`
    : 'invalid syntax';
}

function syntaxIssues(code: string, tree: Tree): SnippetIssue[] {
  const issues: SnippetIssue[] = [];
  const seenLines = new Set<number>();
  tree.iterate({
    enter(ref) {
      if (!ref.type.isError) return;
      const where = position(code, ref.from);
      // One issue per line: the parser often reports a cascade of errors on the same line.
      if (seenLines.has(where.line)) return false;
      seenLines.add(where.line);
      issues.push({
        kind: 'syntax',
        ...where,
        message: `Line ${where.line} is not valid Python: ${describeSyntaxError(code, ref.node)}.`,
      });
      return false;
    },
  });
  return issues;
}

const LITERAL_NODES: ReadonlySet<string> = new Set(['String', 'FormatString', 'Comment']);

function insideLiteral(node: SyntaxNode | null): boolean {
  for (let current = node; current; current = current.parent) {
    if (LITERAL_NODES.has(current.name)) return true;
  }
  return false;
}

function unquotedIdIssues(code: string, tree: Tree, modelId: string): SnippetIssue[] {
  const issues: SnippetIssue[] = [];
  for (let at = code.indexOf(modelId); at !== -1; at = code.indexOf(modelId, at + 1)) {
    if (insideLiteral(tree.resolveInner(at, 1))) continue;
    const where = position(code, at);
    issues.push({
      kind: 'unquoted-model-id',
      ...where,
      message: `Line ${where.line} uses the model id ${modelId} as code, not as a quoted string, so Python cannot load it.`,
    });
  }
  return issues;
}

/**
 * The quality gate: parses a Python snippet and lists syntax errors (walking the tree for error
 * nodes) and, when the model id is given, places where the id is not inside a string literal.
 * Issues come sorted by position.
 */
export function checkPythonSnippet(
  code: string,
  options: { modelId?: string } = {},
): SnippetIssue[] {
  const tree = parsePython(code);
  const issues = syntaxIssues(code, tree);
  if (options.modelId) issues.push(...unquotedIdIssues(code, tree, options.modelId));
  return issues.sort((a, b) => a.line - b.line || a.column - b.column);
}
